import type { RelatedInformation } from '../../../../contract/workflow-related.js';
import type { Database } from '../../db/database.js';
import { loadInstance } from '../steps/repo.js';
import { instanceForRead } from '../instances/access.js';
import { mainOrgName } from '../reads/repo.js';
import { currentNodesOf, instanceRow } from '../task-lists/repo-instances.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

/** An instance the caller may read, its initiator's department, its parent and its sub instances. */
export async function relatedInformation(db: Database, c: Caller, instId: string): Promise<RelatedInformation> {
  const inst = await instanceForRead(db, c.user, instId);
  const parent = inst.parent_id ? await loadInstance(db, inst.parent_id) : null;
  const children = await repo.childrenOf(db, inst.id);
  const current = await currentNodesOf(db, [inst.id, ...(parent ? [parent.id] : []), ...children.map((x) => x.id)], c.lang);
  return {
    instance: instanceRow(inst, c.lang, current.get(inst.id)),
    creatorOrgName: await mainOrgName(db, inst.creator_id),
    parent: parent ? instanceRow(parent, c.lang, current.get(parent.id)) : null,
    children: children.map((x) => instanceRow(x, c.lang, current.get(x.id))),
  };
}
