import type { QueryBody } from '../../../contract/common.js';
import type { MailLinkmanBody, MailLinkmanRow, MailSuggestion } from '../../../contract/mail.js';
import type { Database } from '../db/database.js';
import { filteredPage } from '../db/filtered-page.js';
import { conflict, notFound } from '../lib/errors.js';
import type { PageResult } from '../lib/reply.js';
import * as repo from './repo-linkman.js';
import { checkAddress } from './service-settings.js';

/** Suggestions answered by getMailAndUserData. */
const SUGGESTIONS = 20;

function linkmanRowOf(r: repo.LinkmanRecord): MailLinkmanRow {
  return {
    id: r.id,
    name: r.name,
    mailAddress: r.mail_address,
    useCount: r.use_count,
    lastUseTime: r.last_use_time ? r.last_use_time.toISOString() : null,
    createTime: r.create_time.toISOString(),
  };
}

/** Adds a contact or changes one of the caller's; one contact per address. */
export async function saveLinkman(db: Database, ownerId: string, body: MailLinkmanBody): Promise<MailLinkmanRow> {
  const address = checkAddress(body.mailAddress);
  const name = body.name.trim();
  return db.transaction().execute(async (trx) => {
    if (body.id && !(await repo.findOwnLinkman(trx, ownerId, body.id))) throw notFound('mail.linkmanNotFound');
    const same = await repo.findOwnLinkmanByAddress(trx, ownerId, address);
    if (same && same.id !== body.id) throw conflict('mail.duplicateLinkman', { address });
    const id = body.id ?? (await repo.insertLinkman(trx, ownerId, name, address));
    if (body.id) await repo.updateOwnLinkman(trx, ownerId, id, name, address);
    return linkmanRowOf((await repo.findOwnLinkman(trx, ownerId, id))!);
  });
}

export const listLinkmen = (db: Database, ownerId: string, body: QueryBody): Promise<PageResult<MailLinkmanRow>> =>
  filteredPage(body, repo.linkmanFilters, async (q) => {
    const page = await repo.pageLinkmen(db, ownerId, q);
    return { rows: page.rows.map(linkmanRowOf), total: page.total };
  });

export const removeLinkmen = (db: Database, ownerId: string, ids: string[]) => repo.removeOwnLinkmen(db, ownerId, ids);

/** Address suggestions: the caller's contacts first, then active portal users with an email; one per address. */
export async function suggestAddresses(db: Database, ownerId: string, query: string | undefined): Promise<MailSuggestion[]> {
  const q = (query ?? '').trim().slice(0, 100);
  const [contacts, users] = await Promise.all([repo.suggestLinkmen(db, ownerId, q, SUGGESTIONS), repo.suggestUsers(db, q, SUGGESTIONS)]);
  const seen = new Set<string>();
  const out: MailSuggestion[] = [];
  const add = (s: MailSuggestion) => {
    const key = s.mailAddress.toLowerCase();
    if (seen.has(key) || out.length >= SUGGESTIONS) return;
    seen.add(key);
    out.push(s);
  };
  for (const c of contacts) add({ name: c.name, mailAddress: c.mail_address, source: 'linkman', userId: null, account: null });
  for (const u of users) add({ name: u.fullname, mailAddress: u.email ?? '', source: 'user', userId: u.id, account: u.account });
  return out;
}
