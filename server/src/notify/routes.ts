import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOTIFY_CALLS as N } from '../../../contract/notify.js';
import { currentUser } from '../lib/context.js';
import { AppError } from '../lib/errors.js';
import { requestLang, t, type Lang } from '../lib/i18n.js';
import { pageLang, sendPage } from '../lib/page.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import type { MailLinkDecisions } from './links.js';
import { confirmPage, donePage, refusedPage } from './page.js';
import { portalLink } from './send.js';
import * as notify from './service.js';

// the mail-link pages' addresses hold their token: no referrer
const html = (reply: FastifyReply, lang: Lang, status: number, body: string) => sendPage(reply, lang, status, body, { noReferrer: true });

const REFUSAL_STATUS: Record<string, number> = { 'notify.link.unknown': 404, 'notify.link.opinionRequired': 400 };

/** Channel choices (the caller's own; the company webhook for administrators) and the mail-link pages. */
export interface NotifyRoutesOptions {
  /** the workflow's view and decision of a mail link (handed in by app.ts: notify imports nothing of workflow) */
  mailLinks: MailLinkDecisions;
}

export default async function routes(app: FastifyInstance, options: NotifyRoutesOptions): Promise<void> {
  const { view: viewLink, decide: decideWithLink } = options.mailLinks;
  const { db, config } = app.deps;
  const nc = config.notify;
  route(app, N.getSetting, async (request) => ok(await notify.getSetting(db, nc, currentUser(request), requestLang(request))));
  route(app, N.saveSetting, async (request) => ok(await notify.saveSetting(db, nc, currentUser(request), request.body)));
  route(app, N.newSecret, async (request) => ok(await notify.newSecret(db, currentUser(request))));
  route(app, N.deliveries, async (request) => ok(await notify.deliveries(db, currentUser(request))));
  route(app, N.getCompanyHook, async (request) => ok(await notify.getCompanyHook(db, currentUser(request))));
  route(app, N.saveCompanyHook, async (request) => ok(await notify.saveCompanyHook(db, nc, currentUser(request), request.body)));
  route(app, N.newCompanySecret, async (request) => ok(await notify.newCompanySecret(db, currentUser(request))));

  // the confirm page: reading it never decides (mail scanners fetch links)
  route(app, N.mailLinkPage, async (request, reply) => {
    const lang = pageLang(request.query.lang, request.headers['accept-language']);
    const href = (l: Lang) => `?lang=${l}`;
    const view = await viewLink(db, request.params.token, lang);
    if ('refused' in view)
      return html(
        reply,
        lang,
        REFUSAL_STATUS[view.refused] ?? 410,
        refusedPage(lang, t(lang, view.refused), nc.publicUrl + '/front/', href),
      );
    return html(reply, lang, 200, confirmPage(lang, view, href));
  });

  route(app, N.mailLinkDecide, async (request, reply) => {
    const lang = pageLang(request.query.lang, request.headers['accept-language']);
    const href = (l: Lang) => `?lang=${l}`;
    const token = request.params.token;
    try {
      const done = await decideWithLink(app.deps, token, lang, request.body?.opinion ?? '');
      return html(reply, lang, 200, donePage(lang, done.action, done.subject, portalLink(nc.publicUrl, { instId: done.instId }), href));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.key === 'notify.link.opinionRequired') {
        const view = await viewLink(db, token, lang);
        if (!('refused' in view)) return html(reply, lang, 400, confirmPage(lang, view, href, t(lang, err.key)));
      }
      const reason = err.key.startsWith('notify.link.')
        ? t(lang, err.key)
        : t(lang, 'notify.link.failed', { reason: t(lang, err.key, err.params) });
      const status = REFUSAL_STATUS[err.key] ?? (err.key.startsWith('notify.link.') ? 410 : err.status >= 500 ? 500 : 409);
      return html(reply, lang, status, refusedPage(lang, reason, nc.publicUrl + '/front/', href));
    }
  });
}
