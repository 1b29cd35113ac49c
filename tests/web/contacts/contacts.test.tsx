import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { QueryBody } from '@contract/common';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import { demoUsers } from '../../../mocks/handlers/uc';
import { decodeBase64 } from '@/shared/base64';
import { UserCard } from '@/features/contacts';
import Contacts from '@/features/contacts/pages/Contacts';
import { communicate, readChatAppConfig, type ChatAppConfig } from '@/features/contacts/lib/communicate';
import { renderUi } from '../search/render';
import { expectTexts } from '../support/expectTexts';

vi.setConfig({ testTimeout: 40_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('user card', () => {
  it('looks a person up by account and shows the card', async () => {
    renderUi(
      <UserCard accountOrId="zhangwei">
        <button type="button">张伟</button>
      </UserCard>,
    );
    fireEvent.click(screen.getByRole('button', { name: '张伟' }));
    const card = await screen.findByTestId('user-card', undefined, { timeout: 5000 });
    expect(await within(card).findByText('zhangwei')).toBeInTheDocument();
    expectTexts(card, '研发部', '研发工程师', 'zhangwei@example.com', '13800000004');
  });

  it('blocks Communicate outside production with a warning', async () => {
    renderUi(
      <UserCard person={{ account: 'lina', fullname: '李娜', employeeNo: 'E0003' }}>
        <button type="button">李娜</button>
      </UserCard>,
    );
    fireEvent.click(screen.getByRole('button', { name: '李娜' }));
    fireEvent.click(await screen.findByRole('button', { name: /Communicate/ }));
    expect(await screen.findByText('Communicate is available in production only')).toBeInTheDocument();
  });
});

describe('Communicate in production', () => {
  const config: ChatAppConfig = {
    production: true,
    gatewayUrl: 'https://gateway.example.com/api/',
    cardUrl: 'https://chat.example.com/card?openId={openId}',
  };
  const answer = (body: unknown, okStatus = true) => vi.fn(async () => ({ ok: okStatus, json: async () => body }) as Response);

  it('looks up the open id by employee number and opens the social card', async () => {
    const fetch = answer({ data: 'open-123' });
    const open = vi.fn();
    await expect(communicate(config, 'E0003', { fetch, open })).resolves.toBe('opened');
    expect(fetch).toHaveBeenCalledWith(
      'https://gateway.example.com/api/getOpenId',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ data: 'E0003', type: 'employeeNo' }), credentials: 'omit' }),
    );
    expect(open).toHaveBeenCalledWith('https://chat.example.com/card?openId=open-123');
  });

  it('uses the chat app bridge inside its container', async () => {
    const invoke = vi.fn();
    await expect(communicate(config, 'E0003', { fetch: answer({ openId: 'o-9' }), open: vi.fn(), bridge: { invoke } })).resolves.toBe(
      'opened',
    );
    expect(invoke).toHaveBeenCalledWith('openUserProfile', { type: 1, userid: 'o-9' });
  });

  it.each([
    ['the gateway fails', answer({}, false)],
    ['no open id comes back', answer({ data: '' })],
    ['the network fails', vi.fn(async () => Promise.reject(new Error('offline')))],
  ])('fails when %s', async (_, fetch) => {
    await expect(communicate(config, 'E0003', { fetch: fetch as unknown as typeof globalThis.fetch, open: vi.fn() })).resolves.toBe(
      'failed',
    );
  });

  it('fails without a gateway or an employee number, and is blocked outside production', async () => {
    const fetch = answer({ data: 'x' });
    await expect(communicate({ ...config, gatewayUrl: '' }, 'E1', { fetch, open: vi.fn() })).resolves.toBe('failed');
    await expect(communicate(config, null, { fetch, open: vi.fn() })).resolves.toBe('failed');
    await expect(communicate({ ...config, production: false }, 'E1', { fetch, open: vi.fn() })).resolves.toBe('blocked');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads its configuration from the environment', () => {
    expect(readChatAppConfig({ VITE_CHAT_GATEWAY_URL: ' https://g ', VITE_CHAT_CARD_URL: 'https://c/{openId}' }, true)).toEqual({
      production: true,
      gatewayUrl: 'https://g',
      cardUrl: 'https://c/{openId}',
    });
  });
});

describe('contacts page', () => {
  it('lists active colleagues and searches by name, account, pinyin, mobile or e-mail', async () => {
    const bodies: QueryBody[] = [];
    server.use(
      http.post('*/api/user/v1/users/queryUserWithMainOrgPost', async ({ request }) => {
        bodies.push(JSON.parse(decodeBase64(await request.text())) as QueryBody);
        return ok({ rows: demoUsers, total: demoUsers.length, page: 1, pageSize: 20 });
      }),
      http.post('*/api/org/v1/orgs/getByParentAndDem', () => ok([])),
    );
    renderUi(<Contacts />);
    expect(await screen.findByText('李娜')).toBeInTheDocument();
    expect(bodies[0].querys).toEqual([{ property: 'status', value: 1, operation: 'EQUAL', relation: 'AND' }]);
    expect(bodies[0].pageBean).toMatchObject({ page: 1, pageSize: 20 });

    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: ' zw ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(bodies).toHaveLength(2));
    const text = bodies[1].querys?.filter((q) => q.group === 'text') ?? [];
    expect(text.map((q) => q.property)).toEqual(['fullname', 'account', 'pinyin', 'mobile', 'email']);
    for (const q of text) expect(q).toMatchObject({ value: 'zw', operation: 'LIKE', relation: 'OR' });
  });
});
