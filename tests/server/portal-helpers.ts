import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueSession } from '../../server/src/identity/sessions.js';
import { useTestUsers, type TestContext } from './support/test-app.js';

/**
 * A signed-in session for a demo account, issued directly (the sign-in call itself is covered by
 * the identity tests and once in menus.test.ts); saves an argon2 verification per test.
 */
export async function sessionFor(ctx: TestContext, account: string): Promise<Session> {
  const user = await ctx.db.selectFrom('uc_user').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const pair = await issueSession(ctx.db, ctx.config, user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { token: pair.token, userId: user.id };
}

export type Inject = (opts: {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  token?: string;
  lang?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}) => Promise<LightMyRequestResponse>;

export function injector(ctx: TestContext): Inject {
  return ({ method = 'GET', url, token, lang, payload, headers }) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: { ...(token ? { 'p-auth': token } : {}), ...(lang ? { 'p-langid': lang } : {}), ...headers },
    });
}

interface Item {
  alias: string;
  name: string;
  children?: Item[];
}
/** alias -> name of every item of a menu tree. */
export function flatten(items: Item[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (list: Item[]) => list.forEach((i) => (out.set(i.alias, i.name), walk(i.children ?? [])));
  walk(items);
  return out;
}

export interface Session {
  token: string;
  userId: string;
}

/**
 * A test file's app on a database of its own, with `call` and a signed-in session per demo account named
 * (`suite.zhangwei.token`), set up before the file's tests and closed after them.
 */
export function portalSuite<const A extends string>(accounts: readonly A[]): { ctx: TestContext; call: Inject } & Record<A, Session> {
  const suite = useTestUsers(accounts, sessionFor);
  return { ...suite, call: injector(suite.ctx) };
}
