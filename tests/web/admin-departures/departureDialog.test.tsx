import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { departureHandlers, mockDepartureState, ucHandlers, type MockDepartureState } from '../../../mocks/handlers';
import { DepartureDialog } from '@/features/admin-departures';
import type { Language } from '@/shared/i18n';
import { renderRoutes } from '../support/renderRoutes';
import { perLanguage } from '../support/languages';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function open(state: MockDepartureState, kind: 'departed' | 'disabled' = 'departed', language: Language = 'en-US') {
  server.use(...departureHandlers(state), ...ucHandlers());
  const onDone = vi.fn();
  const onClose = vi.fn();
  renderRoutes(
    [{ path: '*', element: <DepartureDialog userId="u-lina" userName="李娜" kind={kind} open onClose={onClose} onDone={onDone} /> }],
    '/',
    language,
  );
  return { onDone, onClose };
}

const confirmButton = (name = 'Confirm departure') => screen.getByRole('button', { name });

describe('DepartureDialog', { timeout: 40_000 }, () => {
  it('previews what the user holds and whom each goes to, then confirms that plan', async () => {
    const state = mockDepartureState();
    const { onDone } = open(state);
    expect(await screen.findByText('张伟的请假申请')).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: 'To-do (1)' });
    expect(within(todo).getByText(/部门领导审批 → 郑凯/)).toBeInTheDocument();
    expect(screen.getByText(/By default everything goes to their leader, 郑凯\./)).toBeInTheDocument();
    // the flows naming the user: whom their steps go to, like the other kinds
    const rules = screen.getByRole('region', { name: 'Flow naming them as approver (1)' });
    expect(within(rules).getByText(/purchase → 郑凯/)).toBeInTheDocument();
    expect(within(rules).getByText(/approval steps naming them go to the person chosen here/)).toBeInTheDocument();
    expect(screen.queryByText(/flow designer/)).not.toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(state.confirms).toEqual([{ userId: 'u-lina', kind: 'departed', choices: {}, fingerprint: expect.stringMatching(/^fp:/) }]);
  });

  it('lets the administrator choose someone else for a kind; the plan is made again and confirmed with the choice', async () => {
    const state = mockDepartureState();
    const { onDone } = open(state, 'disabled');
    await screen.findByText('张伟的请假申请');
    const box = screen.getByRole('combobox', { name: 'Who receives: To-do (1)' });
    fireEvent.change(box, { target: { value: 'zhangwei' } });
    fireEvent.click(await screen.findByText(/^张伟 \(zhangwei\)/, { selector: '.ant-select-item-option-content' }));
    const todo = screen.getByRole('region', { name: 'To-do (1)' });
    expect(await within(todo).findByText(/部门领导审批 → 张伟/)).toBeInTheDocument();
    // the unit still goes to the leader
    expect(within(screen.getByRole('region', { name: 'Unit they lead (1)' })).getByText(/→ 郑凯/)).toBeInTheDocument();
    await waitFor(() => expect(confirmButton('Confirm and disable')).toBeEnabled());
    fireEvent.click(confirmButton('Confirm and disable'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.confirms[0]).toMatchObject({ kind: 'disabled', choices: { todo: 'u-zhangwei' } });
  });

  it('lets the administrator choose whom the steps of the flows naming the user go to', async () => {
    const state = mockDepartureState();
    const { onDone } = open(state);
    await screen.findByText('采购申请');
    const box = screen.getByRole('combobox', { name: 'Who receives: Flow naming them as approver (1)' });
    fireEvent.change(box, { target: { value: 'zhangwei' } });
    fireEvent.click(await screen.findByText(/^张伟 \(zhangwei\)/, { selector: '.ant-select-item-option-content' }));
    const rules = screen.getByRole('region', { name: 'Flow naming them as approver (1)' });
    expect(await within(rules).findByText(/purchase → 张伟/)).toBeInTheDocument();
    // the to-do still goes to the leader
    expect(within(screen.getByRole('region', { name: 'To-do (1)' })).getByText(/→ 郑凯/)).toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(state.confirms[0]).toMatchObject({ kind: 'departed', choices: { rules: 'u-zhangwei' } });
  });

  it('shows the fresh plan when something changed since the preview, and confirms only that', async () => {
    const state = mockDepartureState({ staleConfirms: 1 });
    const { onDone } = open(state);
    await screen.findByText('张伟的请假申请');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    fireEvent.click(confirmButton());
    expect(await screen.findByText(/changed since the preview: here is the new plan/)).toBeInTheDocument();
    expect(screen.getByText('王芳的报销申请')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'To-dos (2)' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(state.confirms).toHaveLength(2);
    expect(state.confirms[1].fingerprint).not.toBe(state.confirms[0].fingerprint);
  });

  it('without a leader, asks for a recipient and does not confirm until one is chosen', async () => {
    const state = mockDepartureState({ leader: null });
    open(state);
    expect(await screen.findByText('No leader was found for this user: choose someone for each kind below.')).toBeInTheDocument();
    expect(screen.getByText(/Nobody to receive: To-dos, Units they lead, Flows naming them as approver/)).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it.each(
    perLanguage({
      'zh-CN': [/默认全部交给其上级 郑凯。/, '确认离职'],
      'en-US': [/By default everything goes to their leader, 郑凯\./, 'Confirm departure'],
      id: [/Secara bawaan semuanya diserahkan kepada atasannya, 郑凯\./, 'Konfirmasi keluar'],
    }),
  )('speaks %s', async (language, [leader, button]) => {
    open(mockDepartureState(), 'departed', language);
    expect(await screen.findByText(leader)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });
});
