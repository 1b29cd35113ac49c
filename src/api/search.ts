import type { QueryBody } from '@contract/common';
import type { UserRow } from '@contract/uc';
import { HOME_CALLS, type FlowSearchRow } from '@contract/workflow-home';
import { SEARCH_CALLS as S, type DocQueryBody, type DocRow, type EventLogBody } from '@contract/search';
import { send } from './call';

export type { UserRow, FlowSearchRow, DocRow };

/**
 * The global search calls (spec 01 §7 "Search, assistant, misc"); the user search is queryByType
 * of src/api/uc.ts. All of them are "logged only" failures (spec 01 §8), so they never toast: the
 * lists log and empty themselves.
 */

/** POST /runtime/homePage/v1/homePageRelatedProcess: the flow search. */
export function homePageRelatedProcess(body: QueryBody, signal?: AbortSignal) {
  return send(HOME_CALLS.relatedProcess, { body }, { silent: true, signal });
}

/** POST /runtime/homePage/v1/queryDocList: title LIKE, newest effective time first. */
export function queryDocList(body: DocQueryBody, signal?: AbortSignal) {
  return send(S.docList, { body }, { silent: true, signal });
}

/** POST /runtime/bpmIndexTaggedEventLog/v1/addEventLog: the search log; silent, never blocks a search. */
export function addEventLog(body: EventLogBody) {
  return send(S.addEventLog, { body }, { silent: true });
}
