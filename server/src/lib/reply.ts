/** The `{state, value, code, message}` answer of every successful call. */
export interface Ok<T> {
  state: true;
  code: 200;
  message: string;
  value: T;
}

export function ok<T>(value: T, message = 'success'): Ok<T> {
  return { state: true, code: 200, message, value };
}

/** Paged answers: the portal reads rows and total, and the pageBean it sent. */
export interface PageResult<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}
