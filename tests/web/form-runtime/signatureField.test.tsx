import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import type { FormFieldDef } from '@contract/workflow';
import { server } from '../../../mocks/node';
import { fileHandlers, mockSeal, mockSealState, sealHandlers, type MockSealState, type StoredMockFile } from '../../../mocks/handlers';
import { FormRenderer, placeFields, type SealScope } from '@/shared/form-runtime';
import { useSignatureStore } from '@/shared/form-runtime/signatureStore';
import { useAuthStore } from '@/shared/session';
import { formatDateTime } from '@/shared/time';
import { renderRoutes } from '../support/renderRoutes';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

// signature_pad draws on a real canvas, which jsdom has not: a pad that counts pointer strokes stands in for it
vi.mock('signature_pad', () => ({
  default: class FakePad {
    private strokes = 0;
    private begin: (() => void)[] = [];
    constructor(canvas: HTMLCanvasElement) {
      canvas.addEventListener('pointerdown', () => {
        this.strokes++;
        this.begin.forEach((f) => f());
      });
    }
    addEventListener(type: string, f: () => void) {
      if (type === 'beginStroke') this.begin.push(f);
    }
    isEmpty() {
      return this.strokes === 0;
    }
    clear() {
      this.strokes = 0;
    }
    off() {}
    toDataURL() {
      return `data:image/png;base64,${PNG_BASE64}`;
    }
  },
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  act(() => useSignatureStore.getState().dispatch({ type: 'reset' }));
});
afterAll(() => server.close());
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  useAuthStore.setState({ userId: 'u-zhangwei', username: '张伟' });
});

const picture = (fileId: string): StoredMockFile => ({
  fileId,
  fileName: `${fileId}.png`,
  contentType: 'image/png',
  bytes: Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0)),
});
const field = (name: string, signature?: FormFieldDef['signature']): FormFieldDef => ({
  name,
  labelKey: `form.${name}`,
  label: name === 'sign' ? 'Signature' : 'Second signature',
  type: 'signature',
  required: false,
  ...(signature ? { signature } : {}),
});
const linas = { index: 1, userId: 'u-lina', name: '李娜', signature: 'f-lina', createTime: '2026-03-04:10:00:00' };

interface Setup {
  fields?: FormFieldDef[];
  values?: Record<string, unknown>;
  seals?: Partial<MockSealState>;
  readOnly?: boolean;
  /** where the form is (an approval task unless given; null: a form without a place, as a template's) */
  sealScope?: SealScope | null;
}

function setup({ fields = [field('sign')], values = {}, seals = {}, readOnly = false, sealScope = { taskId: 'task-1' } }: Setup = {}) {
  const state = mockSealState(seals);
  const files = [picture('f-lina'), picture('f-seal'), picture('f-stored')];
  server.use(...fileHandlers(files), ...sealHandlers(state));
  const form: { current?: FormInstance } = {};
  function Harness() {
    const [f] = Form.useForm();
    form.current = f;
    const rights = Object.fromEntries(fields.map((x) => [x.name, readOnly ? 'r' : 'w']));
    return (
      <FormRenderer form={f} placed={placeFields(fields, rights)} initialValues={values} space={16} sealScope={sealScope ?? undefined} />
    );
  }
  renderRoutes([{ path: '*', element: <Harness /> }], '/');
  const entries = (name = 'sign') => JSON.parse((form.current!.getFieldValue(name) as string | null) ?? '[]') as (typeof linas)[];
  return { state, files, entries };
}

const signTimePattern = /^\d{4}-\d{2}-\d{2}:\d{2}:\d{2}:\d{2}$/;

async function drawAndSign() {
  fireEvent.click(screen.getAllByRole('button', { name: /Draw/ })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Draw your signature' });
  const pad = await within(dialog).findByLabelText('Signature pad');
  // the pad is made once signature_pad has loaded
  await waitFor(() => {
    fireEvent.pointerDown(pad);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(dialog).queryByText('Please draw your signature first')).not.toBeInTheDocument();
  });
  return dialog;
}

describe('signing by drawing', { timeout: 30_000 }, () => {
  // jsdom's FormData and File arrive at msw as "undefined" (see tests/web/api/modules.test.ts); browsers send them fine
  const saved = { FormData: globalThis.FormData, File: globalThis.File };
  beforeAll(async () => {
    const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
    Object.assign(globalThis, { FormData: nodeFormData, File: NodeFile });
  });
  afterAll(() => Object.assign(globalThis, saved));

  it('uploads the drawn PNG and appends the signer entry beside the others (isCover false)', async () => {
    const { files, entries } = setup({ values: { sign: JSON.stringify([linas]) } });
    expect(await screen.findByText('李娜')).toBeInTheDocument();
    await drawAndSign();
    await waitFor(() => expect(entries()).toHaveLength(2));
    const uploaded = files.at(-1)!;
    expect(uploaded.contentType).toBe('image/png');
    expect(uploaded.fileName).toBe('signature.png');
    // the pad's picture itself
    expect([...uploaded.bytes]).toEqual([...picture('x').bytes]);
    expect(entries()[0]).toEqual(linas);
    expect(entries()[1]).toMatchObject({ index: 2, userId: 'u-zhangwei', name: '张伟', signature: uploaded.fileId });
    expect(entries()[1].createTime).toMatch(signTimePattern);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSignatureStore.getState()).toMatchObject({ status: 'disable', config: { field: '' } });
  });

  it('replaces the entries when the field covers (isCover true)', async () => {
    const { files, entries } = setup({ fields: [field('sign', { isCover: true })], values: { sign: JSON.stringify([linas]) } });
    await drawAndSign();
    await waitFor(() =>
      expect(entries()).toEqual([expect.objectContaining({ index: 1, userId: 'u-zhangwei', signature: files.at(-1)!.fileId })]),
    );
  });

  it('asks for a drawing first, and keeps the drawing as my signature when asked to', async () => {
    const { state, files } = setup();
    fireEvent.click(screen.getByRole('button', { name: /Draw/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw your signature' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('Please draw your signature first')).toBeInTheDocument();
    expect(files).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep as my signature' }));
    await waitFor(() => {
      fireEvent.pointerDown(within(dialog).getByLabelText('Signature pad'));
      expect(within(dialog).queryByText('Please draw your signature first')).not.toBeInTheDocument();
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(state.signature).toBe(files.at(-1)!.fileId));
    expect(files).toHaveLength(4);
  });
});

describe('signing with my stored signature', { timeout: 30_000 }, () => {
  it('places the stored picture as my entry, once per signer', async () => {
    const { entries } = setup({ values: { sign: JSON.stringify([linas]) }, seals: { signature: 'f-stored' } });
    const button = await screen.findByRole('button', { name: /Use my signature/ });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() =>
      expect(entries().map((e) => [e.userId, e.signature])).toEqual([
        ['u-lina', 'f-lina'],
        ['u-zhangwei', 'f-stored'],
      ]),
    );
    fireEvent.click(button);
    await waitFor(() => expect(useSignatureStore.getState().status).toBe('disable'));
    expect(entries()).toHaveLength(2);
    // taken back before sending
    fireEvent.click(screen.getByRole('button', { name: /Take back my signature/ }));
    await waitFor(() => expect(entries()).toEqual([linas]));
  });
});

describe('signing with my seal', { timeout: 30_000 }, () => {
  it('asks the seal password, shows a wrong one in the dialog, and places the seal picture for the right one', async () => {
    const { state, entries } = setup({ seals: { seals: [mockSeal()] } });
    const button = await screen.findByRole('button', { name: /Use my seal/ });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign with my seal' });
    expect(within(dialog).getByText('研发部审批专用章')).toBeInTheDocument();
    expect(useSignatureStore.getState()).toMatchObject({ status: 'start', config: { field: 'sign' } });

    fireEvent.change(within(dialog).getByLabelText('Seal password'), { target: { value: 'wrong-one1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('Wrong seal password (4 attempts left)')).toBeInTheDocument();
    expect(useSignatureStore.getState().status).toBe('fail');
    expect(entries()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Seal password'), { target: { value: 'Seal@2026' } });
    expect(useSignatureStore.getState()).toMatchObject({ status: 'start', config: { password: 'Seal@2026' } });
    // the button's loading icon may still be leaving (its label stays in the name until then)
    fireEvent.click(within(dialog).getByRole('button', { name: /Sign$/ }));
    // the entry carries the grant of the check, for the server to use up
    await waitFor(() =>
      expect(entries()).toEqual([expect.objectContaining({ userId: 'u-zhangwei', signature: 'f-seal', grant: 'grant-1' })]),
    );
    // the password in the body, for this task
    expect(state.asked).toEqual([
      { sealId: 'seal-1', password: 'wrong-one1', taskId: 'task-1' },
      { sealId: 'seal-1', password: 'Seal@2026', taskId: 'task-1' },
    ]);
    await waitFor(() => expect(useSignatureStore.getState()).toMatchObject({ status: 'disable', config: { password: '' } }));
  });

  it('needs no password where both the field and the seal allow secret-free use', async () => {
    const { state, entries } = setup({ fields: [field('sign', { secretFree: true })], seals: { seals: [mockSeal({ secretFree: true })] } });
    const button = await screen.findByRole('button', { name: /Use my seal/ });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(entries()).toEqual([expect.objectContaining({ signature: 'f-seal', grant: 'grant-1' })]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.asked).toEqual([{ sealId: 'seal-1', secretFree: true, taskId: 'task-1' }]);
  });

  it('checks the seal for the start form of a flow', async () => {
    const { state, entries } = setup({ seals: { seals: [mockSeal()] }, sealScope: { defKey: 'leaveRequest' } });
    const button = await screen.findByRole('button', { name: /Use my seal/ });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign with my seal' });
    fireEvent.change(within(dialog).getByLabelText('Seal password'), { target: { value: 'Seal@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(entries()).toEqual([expect.objectContaining({ signature: 'f-seal', grant: 'grant-1' })]));
    expect(state.asked).toEqual([{ sealId: 'seal-1', password: 'Seal@2026', defKey: 'leaveRequest' }]);
  });

  it('offers no seal where the form is neither a task nor a start form', async () => {
    setup({ seals: { seals: [mockSeal()], signature: 'f-stored' }, sealScope: null });
    expect(await screen.findByRole('button', { name: /Draw/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Use my seal/ })).not.toBeInTheDocument();
  });

  it('still asks the password when the field does not allow secret-free use', async () => {
    setup({ seals: { seals: [mockSeal({ secretFree: true })] } });
    const button = await screen.findByRole('button', { name: /Use my seal/ });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByLabelText('Seal password')).toBeInTheDocument();
  });

  it('warns to check the signature configuration when the seal has no picture, and places nothing', async () => {
    const { entries } = setup({ seals: { seals: [mockSeal({ fileId: null })] } });
    const button = await screen.findByRole('button', { name: /Use my seal/ });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sign with my seal' });
    fireEvent.change(within(dialog).getByLabelText('Seal password'), { target: { value: 'Seal@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('No signature picture: please check the signature configuration')).toBeInTheDocument();
    expect(useSignatureStore.getState().status).toBe('fail');
    expect(entries()).toEqual([]);
  });

  it('says so when I have no seal', async () => {
    setup();
    const button = await screen.findByRole('button', { name: /Use my seal/ });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText('You have no seal to use')).toBeInTheDocument();
  });
});

describe('one signing at a time', { timeout: 30_000 }, () => {
  it("answers 'no signature obtained' to another field while one is starting, and lets it sign afterwards", async () => {
    const { entries } = setup({ fields: [field('sign'), field('sign2')], seals: { signature: 'f-stored' } });
    fireEvent.click(screen.getAllByRole('button', { name: /Draw/ })[0]);
    await screen.findByRole('dialog', { name: 'Draw your signature' });
    const stored = screen.getAllByRole('button', { name: /Use my signature/ })[1];
    await waitFor(() => expect(stored).toBeEnabled());
    fireEvent.click(stored);
    expect(await screen.findByText('No signature obtained: another signature is in progress')).toBeInTheDocument();
    expect(entries('sign2')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(useSignatureStore.getState().status).toBe('disable'));
    fireEvent.click(stored);
    await waitFor(() => expect(entries('sign2')).toEqual([expect.objectContaining({ signature: 'f-stored' })]));
  });
});

describe('the signature tag list', { timeout: 30_000 }, () => {
  it('shows each entry read only: picture, signer and time; an entry without a file asks to check the configuration', async () => {
    const broken = { index: 2, userId: 'u-wuhao', name: '吴昊', signature: '', createTime: '2026-03-04:11:00:00' };
    setup({ values: { sign: JSON.stringify([linas, broken]) }, readOnly: true });
    const list = await screen.findByRole('list', { name: 'Signatures' });
    expect(await within(list).findByRole('img', { name: 'Signature of 李娜' })).toHaveAttribute('src', 'blob:picture');
    // stored in China time (10:00 UTC+8 is 02:00 UTC), shown like every other time in the user's zone (issue 29.1)
    expect(within(list).getByText(formatDateTime(Date.UTC(2026, 2, 4, 2, 0, 0)))).toBeInTheDocument();
    expect(within(list).queryByText('2026-03-04:10:00:00')).not.toBeInTheDocument();
    expect(within(list).getByText('吴昊')).toBeInTheDocument();
    expect(within(list).getByText('No signature picture: please check the signature configuration')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Draw|Use my/ })).not.toBeInTheDocument();
  });
});
