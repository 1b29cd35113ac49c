import { EXPORT_TABS } from '../../../../contract/workflow-export.js';
import type { TypeTreeBody } from '../../../../contract/workflow.js';
import type { Database } from '../../db/database.js';
import type { InstanceTabName } from '../task-lists/repo-instances.js';
import { wfText } from '../messages.js';
import type { Caller } from '../caller.js';
import { csvLine } from './csv.js';
import * as repo from './repo.js';

const PAGE = 200;
const MAX_PAGES = 50;

const isExportTab = (tab: string): tab is (typeof EXPORT_TABS)[number] => (EXPORT_TABS as readonly string[]).includes(tab);

/** The CSV lines of an instance tab's rows (any other tab: the caller's requests), at most 10 000 rows. */
export async function exportInstances(db: Database, c: Caller, body: TypeTreeBody | undefined): Promise<string[]> {
  const request = body ?? { tab: 'myRequest' };
  const tab: InstanceTabName = isExportTab(request.tab) ? request.tab : 'myRequest';
  const lines = [wfText(c.lang, 'export.header')];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await repo.instancePage(db, c.user, c.lang, tab, { ...request, pageBean: { page, pageSize: PAGE, showTotal: false } });
    for (const r of result.rows) lines.push(csvLine([r.prop1, r.subject, r.procDefName, r.creator, r.status, r.createTime]));
    if (result.rows.length < PAGE) break;
  }
  return lines;
}
