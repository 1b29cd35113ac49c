import type { CustomQueryBody, CustomQueryDef, CustomQueryResult } from '../../../../contract/forms.js';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import { pickName } from '../../workflow/index.js';
import { formsError } from '../messages.js';
import { namedIn } from '../names.js';
import * as repo from './repo.js';
import type { Column, Condition, Definition } from './repo-model.js';
import { REPORT_QUERIES } from './repo-reports.js';
import type { Caller } from '../../lib/context.js';

/** The alias comes in the query string, or else in the body. */
interface Asked {
  query: { alias?: string; page?: number };
  body: CustomQueryBody;
}
const aliasOf = (asked: Asked) => asked.query.alias || asked.body.alias;

const ALIAS = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export async function findQuery(db: Database, c: Caller, alias: string | undefined): Promise<Definition> {
  const { user, lang } = c;
  const a = (alias ?? '').trim();
  if (!a) throw formsError(400, 'query.aliasRequired');
  const report = Object.hasOwn(REPORT_QUERIES, a) ? REPORT_QUERIES[a] : undefined;
  const def = !ALIAS.test(a)
    ? null
    : report
      ? await report(db, user, lang)
      : a.endsWith('Rows')
        ? await repo.templateRows(db, a.slice(0, -4), lang)
        : null;
  if (!def) throw formsError(404, 'query.notFound', { alias: a.slice(0, 64) });
  return def;
}

/** A column's or a condition's label, type and options, as the portal shows them. */
const shown = (c: Column | Condition, lang: Lang) => ({
  label: pickName(c.labels, lang),
  type: c.type,
  ...(c.options ? { options: c.options } : {}),
});

export function queryView(def: Definition, lang: Lang): CustomQueryDef {
  return {
    alias: def.alias,
    ...namedIn(def, lang),
    scope: def.scope,
    columns: def.columns.map((c) => ({ name: c.name, ...shown(c, lang) })),
    conditions: def.conditions.map((c) => ({ property: c.property, operation: c.operation, ...shown(c, lang) })),
    ...(def.chart ? { chart: def.chart } : {}),
  };
}

/** A query's description in the caller's language. */
export async function describeQuery(db: Database, c: Caller, asked: Asked): Promise<CustomQueryDef> {
  const { lang } = c;
  return queryView(await findQuery(db, c, aliasOf(asked)), lang);
}

/** Runs a query: page 1 only (spec), every row up to the limit. */
export async function doQuery(db: Database, c: Caller, asked: Asked): Promise<CustomQueryResult> {
  const def = await findQuery(db, c, aliasOf(asked));
  if (asked.query.page !== undefined && asked.query.page !== 1) throw formsError(400, 'query.pageOne');
  return repo.runQuery(db, def, asked.body.querys);
}
