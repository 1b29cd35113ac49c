import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAIL_CALLS as M } from '../../../contract/mail.js';
import type { FileReadRule } from '../files/index.js';
import { currentUser } from '../lib/context.js';
import { emptyBodyAsObject } from '../lib/empty-body.js';
import { tooMany } from '../lib/errors.js';
import { requestLang } from '../lib/i18n.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { perUser } from '../lib/rate-limit.js';
import { presetsFor } from './presets.js';
import { sendMail } from './send.js';
import * as linkmen from './service-linkman.js';
import * as mails from './service-mails.js';
import * as accounts from './service-settings.js';
import * as sync from './service-sync.js';

/** Tests and saves of an account per user and minute: each connects to servers the user names. */
export const MAIL_CONNECTS_PER_MINUTE = 10;

const connecting = {
  config: {
    rateLimit: {
      ...perUser(MAIL_CONNECTS_PER_MINUTE),
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        tooMany('mail.tooManyTests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    },
  },
};

/**
 * Mail (spec 02 §7): every call works on the caller's own accounts, mails and contacts only. `readRules`: every
 * domain's file read rules (given by the composition root), for the files a mail sends.
 */
export default async function routes(app: FastifyInstance, opts: { readRules: readonly FileReadRule[] }): Promise<void> {
  const deps = app.deps;
  const { db } = deps;
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  const list = { preValidation: emptyBodyAsObject };

  route(app, M.tree, async (request) => ok(await accounts.mailTree(db, me(request))));

  route(
    app,
    M.saveSetting,
    async (request) => ok(await accounts.saveSetting(deps, me(request), request.body, request.query.isOriginPwd === true)),
    connecting,
  );
  route(app, M.testSetting, async (request) => ok(await accounts.testSetting(deps, me(request), request.query, request.body)), {
    ...list,
    ...connecting,
  });
  route(app, M.presets, async (request) => ok(presetsFor(accounts.checkAddress(request.query.address), deps.config)));
  route(app, M.listSettings, async (request) => ok(await accounts.listSettings(db, me(request), request.body)), list);
  route(app, M.removeSettings, async (request) =>
    ok({ count: await accounts.removeSettings(db, me(request), mails.parseMailIds(request.query.ids)) }),
  );

  route(app, M.sync, async (request) => ok(await sync.requestSync(deps, me(request), request.query.id, requestLang(request))));
  route(app, M.syncState, async (request) => ok(await sync.syncState(deps, me(request), request.query.id, requestLang(request))));
  route(app, M.list, async (request) => ok(await mails.listMails(db, me(request), request.body)), list);
  route(app, M.get, async (request) =>
    ok(await mails.openMail(deps, me(request), request.query.id, request.query.allowRemote === true, requestLang(request))),
  );
  route(app, M.remove, async (request) => ok({ count: await mails.removeMails(deps, me(request), request.query.ids, request.query.type) }));
  route(app, M.send, async (request) => ok(await sendMail(deps, currentUser(request), request.body, opts.readRules)));
  route(app, M.isRead, async (request) =>
    ok({ count: await mails.markRead(deps, me(request), request.query.id, request.query.read !== false) }),
  );

  route(app, M.saveLinkman, async (request) => ok(await linkmen.saveLinkman(db, me(request), request.body)));
  route(app, M.listLinkmen, async (request) => ok(await linkmen.listLinkmen(db, me(request), request.body)), list);
  route(app, M.removeLinkmen, async (request) =>
    ok({ count: await linkmen.removeLinkmen(db, me(request), mails.parseMailIds(request.query.ids)) }),
  );
  route(app, M.suggest, async (request) => ok(await linkmen.suggestAddresses(db, me(request), request.query.query)));
}
