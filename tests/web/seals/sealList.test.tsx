import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { fileHandlers, mockSeal, mockSealState, sealHandlers, type StoredMockFile } from '../../../mocks/handlers';
import SealList from '@/features/seals/pages/SealList';
import { renderPage } from '../tasks/render';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
// jsdom's FormData and File arrive at msw as "undefined" (see tests/web/api/modules.test.ts): Node's stand in
const saved = { FormData: globalThis.FormData, File: globalThis.File };
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const nodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  Object.assign(globalThis, { FormData: nodeFormData, File: NodeFile });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  Object.assign(globalThis, saved);
});
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:seal');
  URL.revokeObjectURL = vi.fn();
});

function setup() {
  const picture: StoredMockFile = { fileId: 'f-seal', fileName: 'seal.png', contentType: 'image/png', bytes: PNG };
  const files = [picture];
  const state = mockSealState({
    seals: [
      mockSeal({ wrongGuesses: 2 }),
      mockSeal({ id: 'seal-2', name: '合同专用章', ownerId: 'u-htadmin', ownerName: '管理员', status: 'disabled' }),
    ],
    log: [
      {
        id: '2',
        sealId: 'seal-1',
        sealName: '研发部审批专用章',
        userId: 'u-zhangwei',
        userName: '张伟',
        useTime: '2026-03-05T02:00:00.000Z',
        ok: false,
        reason: 'wrongPassword',
        secretFree: false,
        requestId: 'req-2',
        instId: 'inst-9',
        subject: '张伟的请假申请',
        taskId: 'task-9',
        action: 'check',
      },
      {
        id: '3',
        sealId: 'seal-1',
        sealName: '研发部审批专用章',
        userId: 'u-zhangwei',
        userName: '张伟',
        useTime: '2026-03-05T03:00:00.000Z',
        ok: true,
        reason: null,
        secretFree: false,
        requestId: 'req-1',
        instId: 'inst-8',
        subject: '张伟的出差申请',
        taskId: 'task-8',
        action: 'apply',
      },
      {
        id: '1',
        sealId: 'seal-1',
        sealName: '研发部审批专用章',
        userId: 'u-zhangwei',
        userName: '张伟',
        useTime: '2026-03-05T01:00:00.000Z',
        ok: true,
        reason: null,
        secretFree: false,
        requestId: 'req-1',
        instId: null,
        subject: null,
        taskId: null,
        action: 'check',
      },
    ],
  });
  server.use(...fileHandlers(files), ...sealHandlers(state));
  renderPage(<SealList />, { path: '/flowAdmin/seals' });
  return { state, files };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
// a row's button by its text: getByRole computes the styles of the whole page for each look-up, far too slow here
const press = (row: HTMLElement, text: string) => fireEvent.click(within(row).getByText(text).closest('button')!);
/** The open dialog, by its title (in tests every antd id is "test-id", so a dialog's name cannot be relied on). */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

describe('seal administration', { timeout: 40_000 }, () => {
  it('lists the seals with owner, status and wrong passwords, and the use log with its refusals', async () => {
    setup();
    const row = await rowOf('研发部审批专用章');
    expect(within(row).getByText('张伟')).toBeInTheDocument();
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(await rowOf('合同专用章')).getByText('Disabled')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Use log' }));
    const refused = await rowOf('Wrong password');
    // when, who, which seal, the request as a link to it (its title, not its id), the outcome
    expect(within(refused).getByText('张伟')).toBeInTheDocument();
    expect(within(refused).getByText('研发部审批专用章')).toBeInTheDocument();
    expect(within(refused).getByText(/2026-03-05/)).toBeInTheDocument();
    const link = within(refused).getByRole('link', { name: '张伟的请假申请' });
    expect(link.getAttribute('href')).toContain('/matter/approvalForm?instId=inst-9');
    expect(refused.textContent).not.toContain('task-9');
    expect(refused.textContent).not.toContain('req-2');
    // a password check at a start form (no request yet), and the seal applied to a form
    expect(within(await rowOf('Checked')).getByText('When starting a request (not submitted yet)')).toBeInTheDocument();
    expect(within(await rowOf('Applied to the form')).getByRole('link', { name: '张伟的出差申请' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Refusals only' }));
    await waitFor(() => expect(screen.queryByText('Checked')).not.toBeInTheDocument());
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.queryByText('Applied to the form')).not.toBeInTheDocument();
  });

  it('exports the use log as shown (refusals only when so filtered)', async () => {
    const { state } = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Use log' }));
    await rowOf('Wrong password');
    fireEvent.click(screen.getByRole('switch', { name: 'Refusals only' }));
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(state.exported).toHaveLength(1));
    expect(state.exported[0]!.querys).toEqual([{ property: 'ok', value: false, operation: 'EQUAL' }]);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('adds a seal: checks every field and the password rule before saving', async () => {
    const { state, files } = setup();
    await rowOf('研发部审批专用章');
    fireEvent.click(screen.getByRole('button', { name: /Add a seal/ }));
    const dialog = await dialogTitled('Add a seal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of ['Enter the seal name', 'Choose the owner', 'Upload the seal picture (PNG)', 'Enter the seal password'])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '财务专用章' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Owner' }), { target: { value: '李' } });
    fireEvent.click(await screen.findByText(/李娜 \(lina\)/));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([PNG], 'seal.png', { type: 'image/png' })] } });
    await waitFor(() => expect(files).toHaveLength(2));

    const password = within(dialog).getByLabelText('Password');
    const repeat = within(dialog).getByLabelText('Repeat the password');
    fireEvent.change(password, { target: { value: 'short1' } });
    expect(await within(dialog).findByText('The password must have 8 to 64 characters')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'lettersonly' } });
    expect(await within(dialog).findByText('The password must contain letters and digits')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Stamp2026x' } });
    fireEvent.change(repeat, { target: { value: 'Stamp2026y' } });
    expect(await within(dialog).findByText('The two passwords differ')).toBeInTheDocument();
    fireEvent.change(repeat, { target: { value: 'Stamp2026x' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Secret-free' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(state.saved).toEqual([
        { name: '财务专用章', ownerId: 'u-lina', fileId: files[1].fileId, password: 'Stamp2026x', secretFree: true, status: 'enabled' },
      ]),
    );
    expect(await screen.findByText('财务专用章')).toBeInTheDocument();
  });

  it('changes a seal without touching its password, resets a password and deletes a seal', async () => {
    const { state } = setup();
    const row = await rowOf('研发部审批专用章');
    press(row, 'Edit');
    const dialog = await dialogTitled('Change the seal');
    // the owner shows by name, not by id
    expect(within(dialog).getByText('张伟')).toBeInTheDocument();
    expect(within(dialog).getByText('Leave empty to keep the password')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(state.saved).toEqual([
        { id: 'seal-1', name: '研发部审批专用章', ownerId: 'u-zhangwei', fileId: 'f-seal', secretFree: false, status: 'disabled' },
      ]),
    );

    press(await rowOf('合同专用章'), 'Reset password');
    const reset = await dialogTitled('Reset the password of 合同专用章');
    const [password, repeat] = reset.querySelectorAll<HTMLInputElement>('input[type="password"]');
    fireEvent.change(password, { target: { value: 'Fresh2026y' } });
    fireEvent.change(repeat, { target: { value: 'Fresh2026y' } });
    fireEvent.click(within(reset).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.resets).toEqual([{ id: 'seal-2', password: 'Fresh2026y' }]));
    expect(await screen.findByText('The password was reset')).toBeInTheDocument();

    press(await rowOf('合同专用章'), 'Delete');
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('合同专用章')).not.toBeInTheDocument());
    expect(state.seals.map((s) => s.id)).toEqual(['seal-1']);
  });
});
