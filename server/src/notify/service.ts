import crypto from 'node:crypto';
import { MESSAGE_CATEGORIES } from '../../../contract/messages.js';
import type { CompanyHook, Delivery, NotifySetting, SaveCompanyHook, SaveNotifySetting } from '../../../contract/notify.js';
import type { Database } from '../db/database.js';
import type { CurrentUser } from '../lib/context.js';
import type { Lang } from '../lib/i18n.js';
import { badRequest, forbidden } from '../lib/errors.js';
import type { NotifyConfig } from '../config.js';
import * as repo from './repo.js';
import { checkTarget } from './target.js';

/** How many deliveries the settings page lists. */
export const DELIVERY_LOG_SIZE = 50;

const newSecretValue = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;

function categories(list: string[]): string[] {
  const bad = list.filter((c) => !(MESSAGE_CATEGORIES as readonly string[]).includes(c));
  if (bad.length) throw badRequest('request.invalid');
  return [...new Set(list)];
}

/** The caller's choices; before any is saved, mails would be in `fallbackLang` (the language the caller reads now). */
export async function getSetting(
  db: Database,
  config: NotifyConfig,
  user: CurrentUser,
  fallbackLang: Lang = 'zh-CN',
): Promise<NotifySetting> {
  const [row, contact] = await Promise.all([repo.settingOf(db, user.id), repo.userContact(db, user.id)]);
  return {
    lang: row?.lang ?? fallbackLang,
    emailCategories: row?.email_categories ?? [],
    webhookCategories: row?.webhook_categories ?? [],
    webhookUrl: row?.webhook_url ?? null,
    hasSecret: !!row?.webhook_secret,
    email: contact?.email ?? null,
    emailAvailable: !!config.smtpUrl,
    isAdmin: !!contact?.is_admin,
  };
}

/** Saves the caller's choices; the first webhook target gets a secret, answered this once. */
export async function saveSetting(db: Database, config: NotifyConfig, user: CurrentUser, body: SaveNotifySetting): Promise<NotifySetting> {
  const url = body.webhookUrl?.trim() || null;
  if (url) await checkTarget(url, config.webhookAllowPrivate);
  const before = await repo.settingOf(db, user.id);
  const secret = url && !before?.webhook_secret ? newSecretValue() : undefined;
  await repo.saveSetting(db, user.id, {
    lang: body.lang,
    emailCategories: categories(body.emailCategories),
    webhookCategories: categories(body.webhookCategories),
    webhookUrl: url,
    secret,
  });
  return { ...(await getSetting(db, config, user)), ...(secret ? { secret } : {}) };
}

export async function newSecret(db: Database, user: CurrentUser): Promise<{ secret: string }> {
  const secret = newSecretValue();
  await repo.setSecret(db, user.id, secret);
  return { secret };
}

export async function deliveries(db: Database, user: CurrentUser): Promise<Delivery[]> {
  const rows = await repo.deliveriesOf(db, user.id, DELIVERY_LOG_SIZE);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    target: r.target,
    hook: r.hook,
    category: r.category,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createTime: r.create_time.toISOString(),
    updateTime: r.update_time.toISOString(),
  }));
}

function requireAdmin(user: CurrentUser) {
  if (!user.isAdmin) throw forbidden('notify.adminOnly');
}

export async function getCompanyHook(db: Database, user: CurrentUser): Promise<CompanyHook> {
  requireAdmin(user);
  const row = await repo.companyHook(db);
  return { url: row?.url ?? null, enabled: !!row?.enabled, categories: row?.categories ?? [], hasSecret: !!row?.secret };
}

export async function saveCompanyHook(db: Database, config: NotifyConfig, user: CurrentUser, body: SaveCompanyHook): Promise<CompanyHook> {
  requireAdmin(user);
  const url = body.url?.trim() || null;
  if (url) await checkTarget(url, config.webhookAllowPrivate);
  const before = await repo.companyHook(db);
  await repo.saveCompanyHook(db, {
    url,
    enabled: body.enabled && !!url,
    categories: categories(body.categories),
    secret: before?.secret ? undefined : newSecretValue(),
  });
  return getCompanyHook(db, user);
}

export async function newCompanySecret(db: Database, user: CurrentUser): Promise<{ secret: string }> {
  requireAdmin(user);
  const row = await repo.companyHook(db);
  const secret = newSecretValue();
  await repo.saveCompanyHook(db, { url: row?.url ?? null, enabled: !!row?.enabled, categories: row?.categories ?? [], secret });
  return { secret };
}
