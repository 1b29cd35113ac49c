import type { PwdStrategy } from '@contract/uc';

export type StrategyProblem = 'tooShort' | 'needLetter' | 'needDigit' | 'needUpper' | 'needSpecial' | 'isAccount';

/** Spec 01 §5: a password has at least 6 characters, whatever the strategy says. */
const SPEC_MIN = 6;

/** The shortest new password the strategy allows, never below the spec's 6 characters. */
export function minPasswordLength(strategy: Partial<PwdStrategy> | null | undefined): number {
  return Math.max(SPEC_MIN, strategy?.minLength ?? 0);
}

/**
 * What a new password lacks under the password strategy: the rules server/src/uc/password.ts
 * applies (length in characters, and forbidAccount refuses only the account itself, in any case).
 */
export function strategyProblems(password: string, strategy: Partial<PwdStrategy> | null | undefined, account: string): StrategyProblem[] {
  const problems: StrategyProblem[] = [];
  if ([...password].length < minPasswordLength(strategy)) problems.push('tooShort');
  if (strategy?.requireLetter && !/[A-Za-z]/.test(password)) problems.push('needLetter');
  if (strategy?.requireDigit && !/\d/.test(password)) problems.push('needDigit');
  if (strategy?.requireUpper && !/[A-Z]/.test(password)) problems.push('needUpper');
  if (strategy?.requireSpecial && !/[^A-Za-z0-9]/.test(password)) problems.push('needSpecial');
  if (strategy?.forbidAccount && account && password.toLowerCase() === account.toLowerCase()) problems.push('isAccount');
  return problems;
}
