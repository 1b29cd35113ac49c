import { sql } from 'kysely';
import type { QueryBody, QueryFilter } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import { orderFromSorters, whereFromQuerys, type AllowList } from '../../db/filters.js';
import type { Lang } from '../../lib/i18n.js';
import { expandTypeFilters, iso, nameIn, withHotentNames } from '../task-lists/repo-common.js';
import { columns } from '../../db/filter-columns.js';
import { pageRows, paging } from '../../db/paging.js';
import { pickDescription } from './description.js';

const DEF_COLUMNS = withHotentNames({
  ...columns('d', ['name', 'def_key', 'type_id', 'status']),
  ...columns('d', ['is_main'], { kind: 'bool' }),
  ...columns('d', ['version'], { kind: 'number' }),
  createTime: { column: 'd.created_at', kind: 'date' },
});
export const DEF_FILTERS: AllowList = { ...DEF_COLUMNS, type_id_: DEF_COLUMNS.typeId };

/** IS_MAIN_ arrives as Y/N; the column is a boolean. */
function mainFlags(querys: QueryFilter[]): QueryFilter[] {
  return querys.map((q) =>
    q.property === 'isMain' || q.property === 'IS_MAIN_' ? { ...q, value: q.value === true || q.value === 'Y' || q.value === 'true' } : q,
  );
}

function defQuery(db: Database) {
  return db
    .selectFrom('wf_def as d')
    .leftJoin('wf_type as t', 't.id', 'd.type_id')
    .leftJoin('uc_user as u', 'u.id', 'd.created_by')
    .leftJoin('wf_form as f', 'f.form_key', 'd.form_key');
}
export type DefQuery = ReturnType<typeof defQuery>;

/** A page of definitions filtered by the body's querys (allow list) and `extra`; `only` narrows the query further. */
export async function listDefs(
  db: Database,
  lang: Lang,
  body: QueryBody | undefined,
  extra: QueryFilter[] = [],
  only?: (q: DefQuery) => DefQuery,
) {
  const p = paging(body);
  const filter = whereFromQuerys(DEF_FILTERS, mainFlags(await expandTypeFilters(db, [...(body?.querys ?? []), ...extra])));
  const where = filter ?? sql<boolean>`true`;
  let q = defQuery(db).where(where);
  if (only) q = only(q);
  let rows = q.selectAll('d').select(['t.name as type_name', 'u.fullname as creator', 'f.name as form_name']);
  for (const s of orderFromSorters(DEF_FILTERS, body?.sorters ?? body?.sorter)) rows = rows.orderBy(s);
  const { rows: page, total } = await pageRows(db, p, rows.orderBy('d.def_key').orderBy('d.version', 'desc'), () =>
    (only ? only(defQuery(db).where(where)) : defQuery(db).where(where)).select(sql`1`.as('x')),
  );
  return {
    rows: page.map((d) => ({
      id: d.id,
      defKey: d.def_key,
      name: nameIn(d.name, lang),
      description: pickDescription(d.description, lang),
      version: d.version,
      isMain: (d.is_main ? 'Y' : 'N') as 'Y' | 'N',
      status: d.status,
      typeId: d.type_id,
      typeName: d.type_name ? nameIn(d.type_name, lang) : null,
      formKey: d.form_key,
      formName: d.form_name ? nameIn(d.form_name, lang) || null : null,
      createTime: iso(d.created_at)!,
      createBy: d.creator ?? null,
    })),
    total,
    page: p.page,
    pageSize: p.pageSize,
  };
}
