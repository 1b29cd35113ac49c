/**
 * Field, opinion and signature permission (spec 02 §5): w editable, r read-only, n hidden.
 * b is not defined by the spec; we treat it as "must fill": editable and required
 * (docs/decisions.md). The server applies the same rights (it ignores r and n values sent and
 * never sends n values); subtable columns have rights of their own.
 */
export type Permission = 'b' | 'w' | 'r' | 'n';

export interface FieldAccess {
  hidden: boolean;
  readOnly: boolean;
  required: boolean;
}

export function toPermission(value: unknown, fallback: Permission = 'w'): Permission {
  return value === 'b' || value === 'w' || value === 'r' || value === 'n' ? value : fallback;
}

export function fieldAccess(permission: Permission): FieldAccess {
  switch (permission) {
    case 'n':
      return { hidden: true, readOnly: true, required: false };
    case 'r':
      return { hidden: false, readOnly: true, required: false };
    case 'b':
      return { hidden: false, readOnly: false, required: true };
    default:
      return { hidden: false, readOnly: false, required: false };
  }
}

/**
 * The access of each column of a subtable: its own right, else the subtable's; never more open
 * than the subtable (a hidden table hides its columns, a read-only one keeps them read-only or
 * hidden). A required column of a writable table must be filled, like b.
 */
export function columnAccess(
  table: FieldAccess,
  columns: readonly { name: string; required: boolean }[],
  rights: Record<string, string | undefined> = {},
): Record<string, FieldAccess> {
  const out: Record<string, FieldAccess> = {};
  for (const c of columns) {
    const own = toPermission(rights[c.name], table.readOnly ? 'r' : 'w');
    const access = fieldAccess(table.hidden ? 'n' : table.readOnly && own !== 'n' ? 'r' : own);
    out[c.name] = access.readOnly ? access : { ...access, required: access.required || c.required };
  }
  return out;
}
