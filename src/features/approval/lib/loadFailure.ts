import { ApiError } from '@/api/http';

/** Why a task's form has nothing to show: the task is gone (404), it is not the reader's (403), or the load failed. */
export type LoadFailure = 'gone' | 'forbidden' | 'failed';

export function loadFailureOf(error: unknown): LoadFailure {
  const status = error instanceof ApiError ? (error.status ?? Number(error.code)) : undefined;
  if (status === 404) return 'gone';
  if (status === 403) return 'forbidden';
  return 'failed';
}

/** A task that does not exist or is not the reader's answers the same the second time: only other failures are retried, once. */
export const retryUnlessRefused = (failures: number, error: unknown) => failures < 1 && loadFailureOf(error) === 'failed';
