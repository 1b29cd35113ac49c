import { http } from 'msw';
import { PORTAL_CALLS, type FeedbackSave } from '@contract/portal';
import type { EventLogBody } from '@contract/search';
import { answer } from '../call';
import { ok } from '../envelope';

/** POST /portal/feedback/v1/save, recording what was sent. */
export function feedbackSaveHandler(received: FeedbackSave[] = []) {
  return answer(PORTAL_CALLS.feedbackSave, ({ body }) => {
    received.push(body);
    return { id: `fb-${received.length}` };
  });
}

/** POST addEventLog, recording what was sent. */
export function eventLogHandler(received: EventLogBody[] = []) {
  return http.post('*/runtime/bpmIndexTaggedEventLog/v1/addEventLog', async ({ request }) => {
    received.push((await request.json()) as EventLogBody);
    return ok({ id: `log-${received.length}` });
  });
}
