import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SysApp } from '../../../../contract/portal.js';
import type { AllowList } from '../../db/filters.js';
import type { Lang } from '../../lib/i18n.js';

export const appFilters: AllowList = {
  name: { column: 'a.name', kind: 'text' },
  menuId: { column: 'a.menu_id', kind: 'text', ops: ['EQUAL', 'IN'] },
  openType: { column: 'a.open_type', kind: 'text', ops: ['EQUAL', 'IN'] },
};

interface AppQuery {
  roles: ReadonlySet<string>;
  lang: Lang;
  menuId?: string;
  where?: Expression<SqlBool>;
  limit?: number;
  offset?: number;
}

/** Enabled apps the caller's roles allow (an app without roles is for everyone), in tile order. */
function base(db: Database, q: AppQuery) {
  const roles = [...q.roles];
  let query = db
    .selectFrom('sys_app as a')
    .where('a.enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom('sys_app_role as r').select('r.app_id').whereRef('r.app_id', '=', 'a.id'))),
        roles.length
          ? eb.exists(
              eb.selectFrom('sys_app_role as r').select('r.app_id').whereRef('r.app_id', '=', 'a.id').where('r.role_code', 'in', roles),
            )
          : sql<SqlBool>`false`,
      ]),
    );
  if (q.menuId) query = query.where('a.menu_id', '=', q.menuId);
  if (q.where) query = query.where(q.where);
  return query;
}

export async function queryApps(db: Database, q: AppQuery): Promise<{ rows: SysApp[]; total: number }> {
  const [rows, count] = await Promise.all([
    base(db, q)
      .select([
        'a.id',
        'a.menu_id',
        'a.name',
        'a.name_i18n',
        'a.icon',
        'a.url',
        'a.open_type',
        'a.description',
        'a.description_i18n',
        'a.sort',
      ])
      .orderBy('a.sort')
      .orderBy('a.id')
      .limit(q.limit ?? 1000)
      .offset(q.offset ?? 0)
      .execute(),
    base(db, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((a) => ({
      id: a.id,
      menuId: a.menu_id,
      name: a.name_i18n?.[q.lang] || a.name,
      icon: a.icon,
      url: a.url,
      openType: a.open_type,
      description: a.description_i18n?.[q.lang] || a.description,
      sort: a.sort,
    })),
  };
}

export function defaultLayout(db: Database) {
  return db.selectFrom('portal_layout').selectAll().where('is_default', '=', true).executeTakeFirst();
}
