import { ApiError } from '@/api/http';

/** The answer when someone else already completed the task, or the form changed under us. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 409 || error.code === '409' || error.status === 409);
}
