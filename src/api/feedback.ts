import { PORTAL_CALLS, type FeedbackSave } from '@contract/portal';
import { send } from './call';
import { SEARCH_CALLS } from '@contract/search';
import { ApiError } from './http';

export type { FeedbackSave };

const DETAIL_TEXT_MAX = 1000;

/**
 * Stores the error-toast feedback (POST /portal/feedback/v1/save). A backend without that call
 * (a company's own server) gets the feedback in its event log instead, type 'feedback'.
 */
export async function saveFeedback(body: FeedbackSave): Promise<{ id: string }> {
  try {
    const answer = await send(PORTAL_CALLS.feedbackSave, { body }, { silent: true });
    return answer.value;
  } catch (error) {
    // the call answers 400 for bad input, so a 404 means the route itself is missing
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    const answer = await send(
      SEARCH_CALLS.addEventLog,
      {
        body: {
          type: 'feedback',
          detail: {
            message: body.message.slice(0, DETAIL_TEXT_MAX),
            link: body.link.slice(0, DETAIL_TEXT_MAX),
            screenshot: body.screenshot ?? null,
            text: (body.text ?? '').slice(0, DETAIL_TEXT_MAX),
          },
        },
      },
      { silent: true },
    );
    return answer.value;
  }
}
