import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { formPreview, formPreviewHandler } from '../../../mocks/handlers/forms';
import FormPreview from '@/features/forms/pages/FormPreview';
import { renderRoute } from './render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rightOf = (field: string) => within(screen.getByText(field, { selector: 'td' }).closest('tr')!).getByText(/^[bwrn] · /).textContent;

describe('FormPreview', { timeout: 30_000 }, () => {
  it('shows the form, its fields and the rights of the chosen node', async () => {
    server.use(formPreviewHandler());
    renderRoute(<FormPreview />, '/formPreview/:formId', '/formPreview/leaveForm');
    expect(await screen.findByText('Leave form')).toBeInTheDocument();
    expect(screen.getByText('Design preview')).toBeInTheDocument();
    expect(rightOf('Days')).toBe('b · required');
    expect(rightOf('HR remark')).toBe('n · hidden');
    // hidden at the start: the HR remark is not drawn in the form (a read-only preview draws descriptions)
    expect(screen.queryByText('HR remark', { selector: 'label, .ant-descriptions-item-label > span' })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Node' }));
    fireEvent.click(await screen.findByText('HR approval (Leave request)'));
    await waitFor(() => expect(rightOf('HR remark')).toBe('w · editable'));
    expect(rightOf('Days')).toBe('r · read only');
    expect(screen.getByText('HR remark', { selector: 'label, .ant-descriptions-item-label > span' })).toBeInTheDocument();
  });

  it('validates when asked and shows the form data with sample values', async () => {
    server.use(formPreviewHandler(formPreview({ previewType: 'template' })));
    renderRoute(<FormPreview />, '/formPreview/:formId', '/formPreview/leaveForm_start');
    expect(await screen.findByText('Template preview')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Read only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Form data' }));
    expect(await screen.findByText('The form is not complete: see the marked fields')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Sample data' }));
    fireEvent.click(screen.getByRole('button', { name: 'Form data' }));
    const data = await screen.findByTestId('form-data');
    expect(JSON.parse(data.textContent!)).toMatchObject({ leaveType: 'annual', days: 3 });
  });

  it('says so when the caller may not preview the form', async () => {
    server.use(formPreviewHandler(403));
    renderRoute(<FormPreview />, '/formPreview/:formId', '/formPreview/leaveForm');
    expect(await screen.findByText('You may not open this')).toBeInTheDocument();
    expect(screen.getByText('You may not preview this form')).toBeInTheDocument();
  });
});
