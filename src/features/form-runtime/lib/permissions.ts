/**
 * Field, opinion and signature permission (spec 02 §5): w editable, r read-only, n hidden.
 * b is not defined by the spec; we treat it as "must fill": editable and required
 * (docs/decisions.md).
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
