import { SETUP_CALLS as S, SETUP_LANGUAGES, type LanguagesSave, type SetupSave, type SetupState } from '@contract/setup';
import { answer } from '../call';
import { fail } from '../envelope';

export interface MockSetupState {
  state: SetupState;
  saved: SetupSave[];
  savedLanguages: LanguagesSave[];
}

export const mockSetupState = (over: Partial<SetupState> = {}): MockSetupState => ({
  state: {
    applies: true,
    completed: false,
    companyName: '我的公司',
    languages: ['zh-CN', 'en-US', 'id'],
    units: [],
    version: 0,
    languagesVersion: 0,
    ...over,
  },
  saved: [],
  savedLanguages: [],
});

const STALE = 'Another administrator has just changed the company setup: reload it and save again';
const inOrder = (languages: readonly string[]) => SETUP_LANGUAGES.filter((l) => languages.includes(l));

/**
 * The setup calls over `m`, the languages offered among them: a save with an old version is refused as the real server
 * does (409), an empty set of languages too (400).
 */
export function setupHandlers(m: MockSetupState = mockSetupState()) {
  return [
    answer(S.state, () => m.state),
    answer(S.save, ({ body }) => {
      m.saved.push(body);
      if (body.version !== m.state.version) return fail(409, STALE);
      if (!body.languages.length) return fail(400, 'Choose at least one language to offer');
      const languages = inOrder(body.languages);
      const languagesChanged = languages.join() !== m.state.languages.join();
      const names = new Set(m.state.units.map((u) => u.name));
      const added = body.units.filter((u) => u.trim() && !names.has(u.trim())).map((name, i) => ({ id: `org-${i}`, name: name.trim() }));
      m.state = {
        ...m.state,
        companyName: body.companyName,
        languages,
        units: [...m.state.units, ...added],
        completed: m.state.completed || body.complete,
        version: m.state.version + 1,
        languagesVersion: m.state.languagesVersion + (languagesChanged ? 1 : 0),
      };
      return m.state;
    }),
    answer(S.languages, () => ({ languages: m.state.languages })),
    answer(S.saveLanguages, ({ body }) => {
      m.savedLanguages.push(body);
      if (body.version !== m.state.languagesVersion) return fail(409, STALE);
      if (!body.languages.length) return fail(400, 'Choose at least one language to offer');
      const languages = inOrder(body.languages);
      if (languages.join() !== m.state.languages.join())
        m.state = {
          ...m.state,
          languages,
          languagesVersion: m.state.languagesVersion + 1,
          version: m.state.version + (m.state.applies ? 1 : 0),
        };
      return m.state;
    }),
  ];
}
