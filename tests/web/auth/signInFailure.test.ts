import { describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { SignInError, signInFailure } from '@/features/auth';

describe('a failed start-up sign-in', () => {
  initI18n('en-US');

  it.each([
    ['no session at all (a signed-out visit)', new SignInError('noLoginInfo'), { expected: true }],
    ['another account asked for', new SignInError('accountMismatch'), { expected: true }],
    ['a session the server refused', new SignInError('rejected'), { expected: true, loginReason: 'expired' }],
    ['anything else', new TypeError('x is undefined'), { expected: false }],
  ])('%s', (_, error, verdict) => {
    expect(signInFailure(error)).toEqual(verdict);
  });
});
