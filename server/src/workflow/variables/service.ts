import type { VarNode, VarTreeBody } from '../../../../contract/workflow-variables.js';
import type { Database } from '../../db/database.js';
import { wfError, wfText } from '../messages.js';
import { localiseFields } from '../model/forms.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

const FACTS = ['initiatorId', 'instId', 'defKey', 'approverCount'];
const COUNTERSIGN = ['passRatio', 'passCount', 'opposeCount', 'nrOfInstances', 'nrOfCompletedInstances', 'decided'];

/** The instance facts and form fields a condition may use at a node, plus the countersign counters at a countersign node. */
export async function varTree(db: Database, c: Caller, body: VarTreeBody): Promise<VarNode[]> {
  const def = body.defId ? await repo.defById(db, body.defId) : body.defKey ? await repo.mainDefByKey(db, body.defKey) : null;
  if (!def) throw wfError(404, 'def.notFound');
  const form = await repo.loadForm(db, def.formKey);
  const facts = FACTS.map((name) => ({ name, label: wfText(c.lang, `var.${name}`), type: name === 'approverCount' ? 'number' : 'text' }));
  const tree: VarNode[] = [
    { name: 'instance', label: wfText(c.lang, 'var.instance'), type: 'group', children: facts },
    {
      name: 'form',
      label: wfText(c.lang, 'var.form'),
      type: 'group',
      children: form ? localiseFields(form.fields, c.lang).map((f) => ({ name: f.name, label: f.label, type: f.type })) : [],
    },
  ];
  if (body.nodeId && def.model.nodes[body.nodeId]?.signType) {
    tree.push({
      name: 'countersign',
      label: wfText(c.lang, 'var.countersign'),
      type: 'group',
      children: COUNTERSIGN.map((name) => ({ name, label: wfText(c.lang, `var.${name}`), type: name === 'decided' ? 'bool' : 'number' })),
    });
  }
  return tree;
}
