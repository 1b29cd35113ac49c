import { passwordMinLength, passwordViolations, type PasswordViolation, type PwdStrategy } from '@contract/uc';

export type StrategyProblem = 'tooShort' | 'needLetter' | 'needDigit' | 'needUpper' | 'needSpecial' | 'isAccount';

/** The shortest new password the strategy allows, never below the spec's 6 characters. */
export const minPasswordLength = passwordMinLength;

const PROBLEM: Record<PasswordViolation['key'], StrategyProblem> = {
  passwordTooShort: 'tooShort',
  passwordNeedsLetter: 'needLetter',
  passwordNeedsDigit: 'needDigit',
  passwordNeedsUpper: 'needUpper',
  passwordNeedsSpecial: 'needSpecial',
  passwordIsAccount: 'isAccount',
};

/** What a new password lacks under the password strategy: the server's own rule (contract/uc.ts), every problem at once. */
export function strategyProblems(password: string, strategy: Partial<PwdStrategy> | null | undefined, account: string): StrategyProblem[] {
  return passwordViolations(strategy, password, account).map((v) => PROBLEM[v.key]);
}
