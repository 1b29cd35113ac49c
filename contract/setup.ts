import { Type, type Static } from 'typebox';
import { call } from './call.js';

/**
 * The first run of a real company (issue 30): an empty start has one administrator, `admin`, whose password is set
 * through a one-time link the server prints to its log (and DATA_DIR/setup-link.txt) at start; then a short setup for
 * administrators: the company's name, the languages offered, the first units, and a link to import people.
 */

/** The interface languages a company may offer (spec 01 §9). */
export const SETUP_LANGUAGES = ['zh-CN', 'en-US', 'id'] as const;
export const SetupLanguage = Type.Union([Type.Literal('zh-CN'), Type.Literal('en-US'), Type.Literal('id')]);
export type SetupLanguage = (typeof SETUP_LANGUAGES)[number];

/** Most new units one save adds. */
export const SETUP_UNITS_MAX = 20;

export const SetupUnit = Type.Object({ id: Type.String(), name: Type.String() });
export type SetupUnit = Static<typeof SetupUnit>;

export const SetupState = Type.Object({
  /** false for a company that did not start empty (the demo): nothing to set up */
  applies: Type.Boolean(),
  /** the setup is done (the page stays, to change what it sets) */
  completed: Type.Boolean(),
  companyName: Type.String(),
  languages: Type.Array(SetupLanguage),
  /** the units right under the root */
  units: Type.Array(SetupUnit),
  /** the version the next save sends back (two administrators at once: the later save is refused) */
  version: Type.Integer(),
  /** the version of the languages offered, which a company that did not start empty changes too (saveLanguages) */
  languagesVersion: Type.Integer(),
});
export type SetupState = Static<typeof SetupState>;

export const SetupSave = Type.Object(
  {
    companyName: Type.String({ minLength: 1, maxLength: 100 }),
    /** at least one (an empty list is refused with setup.languagesRequired, a message in the caller's language) */
    languages: Type.Array(SetupLanguage, { maxItems: 3, uniqueItems: true }),
    /** names of new units under the root (blank ones are skipped, an existing name is not added twice) */
    units: Type.Array(Type.String({ maxLength: 60 }), { maxItems: SETUP_UNITS_MAX }),
    /** mark the setup complete */
    complete: Type.Boolean({ default: false }),
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SetupSave = Static<typeof SetupSave>;

/** The languages the company offers, in the portal's order (zh-CN, en-US, id); all three until an administrator narrows them. */
export const OfferedLanguages = Type.Object({ languages: Type.Array(SetupLanguage) });
export type OfferedLanguages = Static<typeof OfferedLanguages>;

export const LanguagesSave = Type.Object(
  {
    /** at least one (an empty list is refused with setup.languagesRequired) */
    languages: Type.Array(SetupLanguage, { maxItems: 3, uniqueItems: true }),
    /** SetupState.languagesVersion as read */
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type LanguagesSave = Static<typeof LanguagesSave>;

export const SetupPageQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200 })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});
export const AdminPasswordForm = Type.Object({
  token: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 128 }),
  confirm: Type.String({ maxLength: 128 }),
});
export type AdminPasswordForm = Static<typeof AdminPasswordForm>;

export const SETUP_CALLS = {
  /** The page that sets the administrator's password (HTML, no sign-in): the link printed at start leads here. */
  adminPage: call({ method: 'GET', path: '/setup/admin', query: SetupPageQuery, public: true }),
  /** Its form (a POST of token, password and confirmation), answered as a page. */
  adminPassword: call({ method: 'POST', path: '/setup/admin', query: SetupPageQuery, body: AdminPasswordForm, public: true }),
  /** Administrators: what the setup holds. */
  state: call({ method: 'GET', path: '/uc/setup/v1/state', answer: SetupState }),
  /** Administrators: the company's name, the languages, new units; optionally completes the setup. */
  save: call({ method: 'POST', path: '/uc/setup/v1/save', body: SetupSave, answer: SetupState }),
  /**
   * Everyone, before sign-in too: the languages the company offers. The portal's language switches offer only these,
   * and a language not offered falls back to the first offered (the server's login page does the same).
   */
  languages: call({ method: 'GET', path: '/uc/setup/v1/languages', answer: OfferedLanguages, public: true }),
  /** Administrators, in any company and after the first run: the languages offered (an audit entry). */
  saveLanguages: call({ method: 'POST', path: '/uc/setup/v1/languages', body: LanguagesSave, answer: SetupState }),
};
