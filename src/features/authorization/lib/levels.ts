import { LEVEL_NAMES, type AuthorizationLevel } from '@contract/authorization';
import type { AuthorizationRow } from '@/api/authorization';

export { LEVEL_NAMES };
export type { AuthorizationLevel };

/** Tag colours of the levels, widest to narrowest. */
export const LEVEL_COLORS: Record<AuthorizationLevel, string> = { 1: 'purple', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'gold' };

export type RowState = 'inForce' | 'off' | 'ended' | 'notYet';

/** Why a row holds or not: switched off, ended before today, not begun yet, or in force. */
export function rowState(row: Pick<AuthorizationRow, 'enabled' | 'inForce' | 'validFrom' | 'validTo'>, today: string): RowState {
  if (row.inForce) return 'inForce';
  if (!row.enabled) return 'off';
  if (row.validTo && row.validTo < today) return 'ended';
  return 'notYet';
}
