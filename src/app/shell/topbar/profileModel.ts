import type { PwdStrategy } from '@contract/uc';
import { isValidPassword } from '@/shared/validators';

/** Account status of spec 01 §4: 1 normal, 0 disabled, -1 not activated, anything else departed. */
export function userStatusKey(status: unknown): 'normal' | 'disabled' | 'inactive' | 'departed' {
  const n = Number(status);
  if (status !== null && status !== '' && n === 1) return 'normal';
  if (status !== null && status !== '' && n === 0) return 'disabled';
  if (n === -1) return 'inactive';
  return 'departed';
}

export function sexKey(sex: unknown): 'male' | 'female' | null {
  const s = String(sex ?? '')
    .trim()
    .toLowerCase();
  if (['m', 'male', '1'].includes(s)) return 'male';
  if (['f', 'female', '0', '2'].includes(s)) return 'female';
  return null;
}

const DATA_SCOPES = ['all', 'org', 'orgAndChildren', 'self'] as const;
export type DataScopeKey = (typeof DATA_SCOPES)[number];

/** The label key of a role's data scope code; null for a code we have no label for (shown as it is). */
export function dataScopeKey(code: string): DataScopeKey | null {
  return (DATA_SCOPES as readonly string[]).includes(code) ? (code as DataScopeKey) : null;
}

export type PasswordProblem = 'tooShort' | 'needLetter' | 'needDigit' | 'needUpper' | 'needSpecial' | 'containsAccount';

/**
 * What a new password lacks under the password strategy (GET /api/pwdStrategy/v1/getDefault);
 * never shorter than the generic 6 characters of spec 01 §5.
 */
export function passwordProblems(password: string, strategy: Partial<PwdStrategy> | null | undefined, account: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const min = Math.max(6, strategy?.minLength ?? 0);
  if (!isValidPassword(password) || password.length < min) problems.push('tooShort');
  if (strategy?.requireLetter && !/[A-Za-z]/.test(password)) problems.push('needLetter');
  if (strategy?.requireDigit && !/\d/.test(password)) problems.push('needDigit');
  if (strategy?.requireUpper && !/[A-Z]/.test(password)) problems.push('needUpper');
  if (strategy?.requireSpecial && !/[^A-Za-z0-9]/.test(password)) problems.push('needSpecial');
  if (strategy?.forbidAccount && account && password.toLowerCase().includes(account.toLowerCase())) problems.push('containsAccount');
  return problems;
}

export function minPasswordLength(strategy: Partial<PwdStrategy> | null | undefined): number {
  return Math.max(6, strategy?.minLength ?? 0);
}
