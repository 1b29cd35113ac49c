import { SCREEN_CALLS as S, type ScreenData, type ScreenDesign, type ScreenElement, type ScreenLayout } from '@contract/screen';
import { send } from './call';

export type { ScreenData, ScreenDesign, ScreenElement, ScreenLayout };

/** A large-screen layout by alias (spec 02 §7); the page shows its own error, so no toast. */
export function getLayoutByAlias(alias: string) {
  return send(S.layoutByAlias, { query: { alias } }, { silent: true });
}

/** One live workflow figure for a screen widget. */
export function getScreenWorkflowData(metric: string) {
  return send(S.workflowData, { query: { metric } }, { silent: true });
}
