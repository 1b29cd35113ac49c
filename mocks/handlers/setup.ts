import { SETUP_CALLS as S, type SetupSave, type SetupState } from '@contract/setup';
import { answer } from '../call';
import { fail } from '../envelope';

export interface MockSetupState {
  state: SetupState;
  saved: SetupSave[];
}

export const mockSetupState = (over: Partial<SetupState> = {}): MockSetupState => ({
  state: {
    applies: true,
    completed: false,
    companyName: '我的公司',
    languages: ['zh-CN', 'en-US', 'id'],
    units: [],
    version: 0,
    ...over,
  },
  saved: [],
});

/** The setup calls over `m`: a save with an old version is refused as the real server does (409). */
export function setupHandlers(m: MockSetupState = mockSetupState()) {
  return [
    answer(S.state, () => m.state),
    answer(S.save, ({ body }) => {
      m.saved.push(body);
      if (body.version !== m.state.version)
        return fail(409, 'Another administrator has just changed the company setup: reload it and save again');
      const names = new Set(m.state.units.map((u) => u.name));
      const added = body.units.filter((u) => u.trim() && !names.has(u.trim())).map((name, i) => ({ id: `org-${i}`, name: name.trim() }));
      m.state = {
        ...m.state,
        companyName: body.companyName,
        languages: body.languages,
        units: [...m.state.units, ...added],
        completed: m.state.completed || body.complete,
        version: m.state.version + 1,
      };
      return m.state;
    }),
  ];
}
