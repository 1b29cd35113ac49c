import type { FastifyInstance } from 'fastify';
import { SETUP_CALLS as S } from '../../../contract/setup.js';
import { auditActor } from '../audit/index.js';
import { currentUser } from '../lib/context.js';
import { AppError } from '../lib/errors.js';
import { t, type Lang } from '../lib/i18n.js';
import { pageLang, sendPage } from '../lib/page.js';
import { perUser } from '../lib/rate-limit.js';
import { ok } from '../lib/reply.js';
import { route } from '../lib/route.js';
import { messagePage, passwordPage } from './page.js';
import { offeredLanguages } from './languages.js';
import { saveLanguages, saveSetup, setAdminPassword, setupState, tokenState } from './service.js';

const STATUS = { notNeeded: 410, used: 410, badToken: 403 } as const;

/** The first run: the administrator's password page (no sign-in, one-time token) and the setup calls. */
export default async function setupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const portal = `${config.publicBaseUrl}/front/`;
  // the page's address holds the token: no referrer
  const html = (reply: Parameters<typeof sendPage>[0], lang: Lang, status: number, body: string) =>
    sendPage(reply, lang, status, body, { noReferrer: true });
  // guessing tokens: a few tries a minute per address
  const guarded = { config: { rateLimit: perUser(10) } };

  route(
    app,
    S.adminPage,
    async (request, reply) => {
      const offered = await offeredLanguages(db);
      const lang = pageLang(request.query.lang, request.headers['accept-language'], offered);
      const token = request.query.token ?? '';
      const links = { href: (l: Lang) => `?lang=${l}&token=${encodeURIComponent(token)}`, offered };
      const state = await tokenState(db, token);
      if (state !== 'ok') return html(reply, lang, STATUS[state], messagePage(lang, false, t(lang, `setup.${state}`), portal, links));
      return html(reply, lang, 200, passwordPage(lang, token, links));
    },
    guarded,
  );

  route(
    app,
    S.adminPassword,
    async (request, reply) => {
      const offered = await offeredLanguages(db);
      const lang = pageLang(request.query.lang, request.headers['accept-language'], offered);
      const { token } = request.body;
      const links = { href: (l: Lang) => `?lang=${l}&token=${encodeURIComponent(token)}`, offered };
      try {
        await setAdminPassword({ db, config }, request.body, request.ip);
        // the sign-in leads on to the setup page
        return html(reply, lang, 200, messagePage(lang, true, t(lang, 'setup.passwordSet'), `${portal}sysAdmin/setup`, links));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // a wrong password may be tried again on the same form; a bad or used token ends here
        if (err.status === 400) return html(reply, lang, 400, passwordPage(lang, token, links, t(lang, err.key, err.params)));
        return html(reply, lang, err.status, messagePage(lang, false, t(lang, err.key, err.params), portal, links));
      }
    },
    guarded,
  );

  route(app, S.state, async (request) => ok(await setupState(db, currentUser(request))));
  route(app, S.save, async (request) => ok(await saveSetup({ db, config }, currentUser(request), auditActor(request), request.body)));
  // public: the portal asks before anyone signs in
  route(app, S.languages, async () => ok({ languages: await offeredLanguages(db) }));
  route(app, S.saveLanguages, async (request) =>
    ok(await saveLanguages({ db, config }, currentUser(request), auditActor(request), request.body)),
  );
}
