import { SETUP_CALLS as S, type SetupSave, type SetupState } from '@contract/setup';
import { send } from './call';

/** The first run of an empty company (issue 30): what the setup holds, and its save. */

export type { SetupSave, SetupState };

export async function setupState(): Promise<SetupState> {
  return (await send(S.state, {})).value;
}

export async function saveSetup(body: SetupSave): Promise<SetupState> {
  return (await send(S.save, { body })).value;
}
