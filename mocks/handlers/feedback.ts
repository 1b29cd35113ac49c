import { http } from 'msw';
import type { FeedbackSave } from '@contract/portal';
import type { EventLogBody } from '@contract/search';
import { ok } from '../envelope';

/** POST /portal/feedback/v1/save, recording what was sent. */
export function feedbackSaveHandler(received: FeedbackSave[] = []) {
  return http.post('*/portal/feedback/v1/save', async ({ request }) => {
    received.push((await request.json()) as FeedbackSave);
    return ok({ id: `fb-${received.length}` });
  });
}

/** POST addEventLog, recording what was sent. */
export function eventLogHandler(received: EventLogBody[] = []) {
  return http.post('*/runtime/bpmIndexTaggedEventLog/v1/addEventLog', async ({ request }) => {
    received.push((await request.json()) as EventLogBody);
    return ok({ id: `log-${received.length}` });
  });
}
