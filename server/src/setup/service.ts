import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { passwordViolation } from '../../../contract/uc.js';
import type { LanguagesSave, SetupSave, SetupState } from '../../../contract/setup.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import type { Database } from '../db/database.js';
import type { AppDeps, CurrentUser } from '../lib/context.js';
import { AppError, badRequest, conflict, forbidden } from '../lib/errors.js';
import { hashPassword } from '../identity/index.js';
import { defaultStrategy, isCommonPassword } from '../uc/index.js';
import { lockLanguages, ordered, readLanguages } from './languages.js';
import * as repo from './repo.js';

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
/** The file beside the log line that holds the link (mode 600), removed once the password is set. */
export const SETUP_LINK_FILE = 'setup-link.txt';

/**
 * At start: when the administrator of an empty company has no password yet, a new one-time token (32 random bytes;
 * only its SHA-256 is kept, any earlier token is void) and the link that uses it, printed to the log and written to
 * DATA_DIR/setup-link.txt. Whoever can read the server's log or data folder sets the password; nobody else can.
 */
export async function issueSetupLink(deps: Pick<AppDeps, 'db' | 'config'>, log: (m: string) => void): Promise<string | null> {
  const row = await repo.findSetup(deps.db);
  if (!row || row.password_set_at) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.saveToken(deps.db, sha256(token));
  const link = `${deps.config.publicBaseUrl}/setup/admin?token=${token}`;
  const file = path.join(deps.config.dataDir, SETUP_LINK_FILE);
  await fs.mkdir(deps.config.dataDir, { recursive: true });
  await fs.writeFile(file, `${link}\n`, { mode: 0o600 });
  await fs.chmod(file, 0o600);
  log(
    `first run: the administrator "admin" has no password yet; set it at ${link} (one use; a restart issues a new link; also in ${file})`,
  );
  return token;
}

/** Whether the company started empty (it has the setup's row). */
export const startedEmpty = async (db: Database): Promise<boolean> => !!(await repo.findSetup(db));

/** Whether a token is the one issued (compared as hashes, in constant time). */
function tokenMatches(stored: string | null, token: string): boolean {
  if (!stored || !token) return false;
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(sha256(token), 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** What the password page may show for a token: the form, or why not. */
export async function tokenState(db: Database, token: string | undefined): Promise<'ok' | 'notNeeded' | 'used' | 'badToken'> {
  const row = await repo.findSetup(db);
  if (!row) return 'notNeeded';
  if (row.password_set_at) return 'used';
  return tokenMatches(row.token_hash, token ?? '') ? 'ok' : 'badToken';
}

/**
 * Sets the administrator's password with the one-time token, under the company's password rule; the token is used up,
 * and the change is an audit entry (actor `setup`, the client's address). Refusals: setup.notNeeded, setup.used,
 * setup.badToken, setup.passwordsDiffer, uc.password* (the rule).
 */
export async function setAdminPassword(
  deps: Pick<AppDeps, 'db' | 'config'>,
  form: { token: string; password: string; confirm: string },
  ip: string,
): Promise<void> {
  const tooCommon = await isCommonPassword(form.password);
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findSetup(trx, true);
    if (!row) throw new AppError(410, 'setup.notNeeded');
    if (row.password_set_at) throw new AppError(410, 'setup.used');
    if (!tokenMatches(row.token_hash, form.token)) throw forbidden('setup.badToken');
    if (form.password !== form.confirm) throw badRequest('setup.passwordsDiffer');
    const admin = await repo.findAdmin(trx, row.admin_user_id);
    if (!admin) throw new AppError(410, 'setup.notNeeded');
    const broken = passwordViolation(await defaultStrategy(trx), form.password, admin, () => tooCommon);
    if (broken) throw badRequest(`uc.${broken.key}`, 'params' in broken ? broken.params : undefined);
    await repo.setAdminPassword(trx, admin.id, await hashPassword(form.password));
    await recordAudit(
      trx,
      deps.config,
      { userId: null, account: 'setup', ip },
      {
        action: 'setup.adminPassword',
        targetType: 'user',
        targetId: admin.id,
        targetName: admin.account,
        before: { passwordSet: false },
        after: { passwordSet: true },
      },
    );
  });
  await fs.rm(path.join(deps.config.dataDir, SETUP_LINK_FILE), { force: true });
}

function requireAdmin(user: CurrentUser): void {
  if (!user.isAdmin) throw forbidden('setup.adminOnly');
}

async function stateOf(db: Database): Promise<SetupState> {
  const [row, root, units, offered] = await Promise.all([
    repo.findSetup(db),
    repo.findRoot(db),
    repo.unitsUnderRoot(db),
    readLanguages(db),
  ]);
  return {
    applies: !!row,
    completed: !row || !!row.completed_at,
    companyName: root?.name ?? '',
    languages: offered.languages,
    units: units.map((u) => ({ id: u.id, name: u.name })),
    version: row?.version ?? 0,
    languagesVersion: offered.version,
  };
}

export async function setupState(db: Database, user: CurrentUser): Promise<SetupState> {
  requireAdmin(user);
  return stateOf(db);
}

/**
 * Saves the setup in one transaction: the company's name (root unit and tenant), the languages, the new units under the
 * root, and, when asked, the setup's completion; one audit entry per change. The version read must still be the
 * row's (two administrators at once: the later save gets 409 setup.changed, nothing written).
 */
export async function saveSetup(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: CurrentUser,
  actor: AuditActor,
  body: SetupSave,
): Promise<SetupState> {
  requireAdmin(user);
  const name = body.companyName.trim();
  if (!name) throw badRequest('setup.nameRequired');
  const languages = ordered(body.languages);
  if (!languages.length) throw badRequest('setup.languagesRequired');
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findSetup(trx, true);
    if (!row) throw conflict('setup.notNeeded');
    if (row.version !== body.version) throw conflict('setup.changed');
    const root = await repo.findRoot(trx);
    if (!root) throw conflict('setup.notNeeded');
    const offered = await lockLanguages(trx);
    const before = { name: root.name, languages: offered.languages };
    const after = { name, languages };
    if (before.name !== after.name || before.languages.join() !== after.languages.join()) {
      if (before.name !== name) await repo.renameCompany(trx, root.name, name);
      if (before.languages.join() !== languages.join()) await repo.updateLanguages(trx, languages.join(','), offered.version + 1);
      await recordAudit(trx, deps.config, actor, {
        action: 'setup.company',
        targetType: 'company',
        targetId: root.id,
        targetName: name,
        before,
        after,
      });
    }
    const existing = await repo.unitsUnderRoot(trx);
    const taken = new Set(existing.map((u) => u.name));
    let sort = existing.reduce((m, u) => Math.max(m, u.sort), 0);
    for (const raw of body.units) {
      const unitName = raw.trim();
      if (!unitName || taken.has(unitName)) continue;
      taken.add(unitName);
      const key = crypto.randomBytes(6).toString('hex');
      const unit = { id: `org_${key}`, code: `unit_${key}`, name: unitName, demId: root.dem_id, rootName: name, sort: (sort += 10) };
      await repo.addUnit(trx, unit);
      await recordAudit(trx, deps.config, actor, {
        action: 'org.create',
        targetType: 'org',
        targetId: unit.id,
        targetName: unitName,
        after: { name: unitName, code: unit.code, parent: root.id },
      });
    }
    const completing = body.complete && !row.completed_at;
    await repo.updateSetup(trx, {
      version: row.version + 1,
      ...(completing ? { completedAt: new Date(), completedBy: user.id } : {}),
    });
    if (completing)
      await recordAudit(trx, deps.config, actor, {
        action: 'setup.complete',
        targetType: 'company',
        targetId: root.id,
        targetName: name,
        before: { completed: false },
        after: { completed: true },
      });
  });
  return stateOf(deps.db);
}

/**
 * The languages the company offers, changed by an administrator in any company and after the first run (issue 30):
 * at least one (setup.languagesRequired), the version read still the row's (409 setup.changed), one audit entry
 * `setup.languages` in the same transaction; the same set again writes nothing. An open setup form becomes stale.
 */
export async function saveLanguages(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: CurrentUser,
  actor: AuditActor,
  body: LanguagesSave,
): Promise<SetupState> {
  requireAdmin(user);
  const languages = ordered(body.languages);
  if (!languages.length) throw badRequest('setup.languagesRequired');
  await deps.db.transaction().execute(async (trx) => {
    // the setup's row first, as saveSetup locks them
    await repo.findSetup(trx, true);
    const offered = await lockLanguages(trx);
    if (offered.version !== body.version) throw conflict('setup.changed');
    if (offered.languages.join() === languages.join()) return;
    await repo.updateLanguages(trx, languages.join(','), offered.version + 1);
    await repo.bumpSetupVersion(trx);
    const root = await repo.findRoot(trx);
    await recordAudit(trx, deps.config, actor, {
      action: 'setup.languages',
      targetType: 'company',
      targetId: root?.id ?? null,
      targetName: root?.name ?? null,
      before: { languages: offered.languages },
      after: { languages },
    });
  });
  return stateOf(deps.db);
}
