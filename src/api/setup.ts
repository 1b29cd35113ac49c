import { SETUP_CALLS as S, type LanguagesSave, type SetupLanguage, type SetupSave, type SetupState } from '@contract/setup';
import { send } from './call';

/** The first run of an empty company (issue 30): what the setup holds, and its save; the languages offered. */

export type { LanguagesSave, SetupSave, SetupState };

export async function setupState(): Promise<SetupState> {
  return (await send(S.state, {})).value;
}

export async function saveSetup(body: SetupSave): Promise<SetupState> {
  return (await send(S.save, { body })).value;
}

/** The languages the company offers; asked at start, before sign-in (a failure is no toast: all three stay). */
export async function offeredLanguages(): Promise<SetupLanguage[]> {
  return (await send(S.languages, {}, { silent: true })).value.languages;
}

/** Administrators: the languages offered, in any company. */
export async function saveLanguages(body: LanguagesSave): Promise<SetupState> {
  return (await send(S.saveLanguages, { body })).value;
}
