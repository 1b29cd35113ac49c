import type { TokenPair } from '@/api/http';
import { STORAGE_KEYS, readJson, writeJson } from '@/shared/storage';

/** localStorage `tr_token_user`: one token pair per user and the last user who signed in. */
export interface TokenBook {
  last: string | null;
  users: Record<string, TokenPair>;
}

function isPair(value: unknown): value is TokenPair {
  const pair = value as Partial<TokenPair> | null;
  return Boolean(pair && typeof pair.token === 'string' && pair.token && typeof pair.rtoken === 'string' && pair.rtoken);
}

export function readTokenBook(): TokenBook {
  const stored = readJson<Partial<TokenBook>>(STORAGE_KEYS.tokens);
  const users: Record<string, TokenPair> = {};
  if (stored && typeof stored.users === 'object' && stored.users) {
    for (const [account, pair] of Object.entries(stored.users))
      if (isPair(pair)) users[account] = { token: pair.token, rtoken: pair.rtoken };
  }
  const last = typeof stored?.last === 'string' && users[stored.last] ? stored.last : null;
  return { last, users };
}

export function saveUserPair(account: string, pair: TokenPair): void {
  const book = readTokenBook();
  book.users[account] = { token: pair.token, rtoken: pair.rtoken };
  book.last = account;
  writeJson(STORAGE_KEYS.tokens, book);
}

export function clearUserPair(account: string): void {
  const book = readTokenBook();
  delete book.users[account];
  if (book.last === account) book.last = null;
  writeJson(STORAGE_KEYS.tokens, book);
}

/** The stored pair of the given account, or of the last user when no account is asked for. */
export function storedPair(account?: string | null): { account: string; pair: TokenPair } | null {
  const book = readTokenBook();
  const wanted = account ?? book.last;
  if (!wanted || !book.users[wanted]) return null;
  return { account: wanted, pair: book.users[wanted] };
}
