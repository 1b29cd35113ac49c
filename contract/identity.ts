import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, KeyQuery } from './common.js';
import { UserDetail } from './uc.js';

export const LoginBody = Type.Object({
  account: Type.String({ maxLength: 128 }),
  password: Type.String({ maxLength: 256 }),
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
});
export type LoginBody = Static<typeof LoginBody>;

/** The login state of spec 01 §3, answered by sign-in, /sso/auth and a refresh. */
export const LoginState = Type.Object({
  username: Type.String(),
  avatar: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  token: Type.String(),
  rtoken: Type.String(),
  userInfo: UserDetail,
  isAdmin: Type.Boolean(),
  /** role codes of the user (and `admin` for administrators) */
  permissions: Type.Array(Type.String()),
  captchaRequired: Type.Boolean(),
});
export type LoginState = Static<typeof LoginState>;

/** A refused sign-in answers `value: { captchaRequired }` so the page shows the captcha. */
export const LoginRefusal = Type.Object({ captchaRequired: Type.Boolean() });

export const RefreshBody = KeyQuery('rtoken', 256);
export const SsoQuery = Type.Object({ rtoken: Key(256), utoken: Key(256) });
export const CaptchaNeededQuery = Type.Object({ account: Type.Optional(Type.String({ maxLength: 128 })) });
export const LoginPageQuery = Type.Object({
  redirect: Type.Optional(Type.String({ maxLength: 2000 })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
  /** 'expired': the portal sent the user back because the session ended or its tokens were refused */
  reason: Type.Optional(Type.String({ maxLength: 16 })),
});

export const CaptchaNeeded = LoginRefusal;
export const LoginAssetParams = Type.Object({ name: Type.String({ maxLength: 64 }) });

/** Sign-in, tokens and the server-rendered sign-in page (spec 01 §3). */
export const IDENTITY_CALLS = {
  login: call({ method: 'POST', path: '/auth/login', body: LoginBody, answer: LoginState, public: true }),
  /** The captcha picture (SVG); its id goes in a cookie scoped to /auth. */
  captcha: call({ method: 'GET', path: '/auth/captcha', public: true }),
  captchaNeeded: call({ method: 'GET', path: '/login/captcha-needed', query: CaptchaNeededQuery, answer: CaptchaNeeded, public: true }),
  sso: call({ method: 'GET', path: '/sso/auth', query: SsoQuery, answer: LoginState, public: true }),
  refresh: call({ method: 'POST', path: '/auth/refresh', body: RefreshBody, answer: LoginState, public: true }),
  logout: call({ method: 'POST', path: '/auth/logout', answer: Type.Null() }),
  /** The sign-in page itself (HTML). */
  loginPage: call({ method: 'GET', path: '/login', query: LoginPageQuery, public: true }),
  loginAsset: call({ method: 'GET', path: '/login/assets/:name', params: LoginAssetParams, public: true }),
};
