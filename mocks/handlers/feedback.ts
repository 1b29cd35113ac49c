import { PORTAL_CALLS, type FeedbackSave } from '@contract/portal';
import { SEARCH_CALLS, type EventLogBody } from '@contract/search';
import { answer } from '../call';

/** POST /portal/feedback/v1/save, recording what was sent. */
export function feedbackSaveHandler(received: FeedbackSave[] = []) {
  return answer(PORTAL_CALLS.feedbackSave, ({ body }) => {
    received.push(body);
    return { id: `fb-${received.length}` };
  });
}

/** POST addEventLog, recording what was sent. */
export function eventLogHandler(received: EventLogBody[] = []) {
  return answer(SEARCH_CALLS.addEventLog, ({ body }) => {
    received.push(body);
    return { id: `log-${received.length}` };
  });
}
