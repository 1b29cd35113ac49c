import { passwordMinLength, passwordViolations, type PasswordOwner, type PasswordViolation, type PwdStrategy } from '@contract/uc';

export type StrategyProblem = 'tooShort' | 'needLetter' | 'needDigit' | 'needUpper' | 'needSpecial' | 'containsAccount' | 'containsName';

/** The shortest new password the strategy allows, never below the spec's 6 characters. */
export const minPasswordLength = passwordMinLength;

const PROBLEM: Record<Exclude<PasswordViolation['key'], 'passwordTooCommon'>, StrategyProblem> = {
  passwordTooShort: 'tooShort',
  passwordNeedsLetter: 'needLetter',
  passwordNeedsDigit: 'needDigit',
  passwordNeedsUpper: 'needUpper',
  passwordNeedsSpecial: 'needSpecial',
  passwordContainsAccount: 'containsAccount',
  passwordContainsName: 'containsName',
};

/**
 * What a new password lacks under the password strategy: the server's own rule (contract/uc.ts), every problem at
 * once. The common-password list stays on the server (49,000 entries): its refusal comes back as the server's message.
 */
export function strategyProblems(
  password: string,
  strategy: Partial<PwdStrategy> | null | undefined,
  owner: PasswordOwner,
): StrategyProblem[] {
  return passwordViolations(strategy, password, owner).flatMap((v) => (v.key === 'passwordTooCommon' ? [] : [PROBLEM[v.key]]));
}
