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
