import { columns } from '../db/filter-columns.js';
import type { AllowList } from '../db/filters.js';

/** Filterable and sortable properties of the authorisation list; anything else is refused (400). */
export const AUTHORIZATION_FILTERS: AllowList = {
  ...columns('e', ['id', 'name', 'description', 'target_id', 'target_name']),
  ...columns('e', ['level'], { kind: 'number' }),
  ...columns('e', ['enabled', 'in_force'], { kind: 'bool' }),
  ...columns('e', ['valid_from', 'valid_to'], { kind: 'date' }),
  /** the flow keys, comma separated: LIKE finds a flow */
  defKeys: { column: 'e.def_keys', ops: ['LIKE', 'EQUAL'] },
  updatedByName: { column: 'e.updated_by_name' },
  updateTime: { column: 'e.updated_at', kind: 'date' },
};
