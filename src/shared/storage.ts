/**
 * Browser storage keys of spec 01 §9 in one place, and storage access that survives a browser
 * that refuses storage (private mode, disabled cookies): the portal then works for the session.
 */
export const STORAGE_KEYS = {
  /** localStorage: the chosen interface language */
  language: 'tr_language',
  /** localStorage: token pairs per user plus the last user (features/auth) */
  tokens: 'tr_token_user',
  /** sessionStorage: the account the server's login page just signed in here (set by its login.js) */
  loginHandover: 'portal_login_handover',
  /** localStorage: the automatic page-translation switch, 1 or 0 */
  autoTranslate: 'tr_auto_translate',
  /** localStorage: theme settings */
  theme: 'tr_theme',
  /** localStorage: the assistant widget position */
  assistantPosition: 'tr_assistant_position',
  /** sessionStorage: the request id sent as P-RequestId during this page session */
  requestId: 'tr_request_id',
  /** sessionStorage: the post chosen with the position switch */
  postId: 'tr_post_id',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the value lives only as long as the page
  }
}

export function removeItem(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // storage disabled: nothing was stored
  }
}

export function readJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = readItem(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeItem(key, JSON.stringify(value), which);
}
