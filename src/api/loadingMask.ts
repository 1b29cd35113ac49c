import { createActivity } from '@/shared/activity';

/** Spec 02 §9: requests whose URL contains doEdit show a loading mask while they run. */
export function masksPage(url: string | undefined): boolean {
  return (url ?? '').includes('doEdit');
}

/** The masked requests in flight (see the interceptors in http.ts and app/shell/LoadingMask). */
export const maskedRequests = createActivity();
