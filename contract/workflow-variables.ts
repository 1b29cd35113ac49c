import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { OptionalKey } from './common.js';

/** The variables a FEEL condition may use at a node (spec 02 §7 POST /flow/node/v1/varTree). */

export const VarTreeBody = Type.Object({
  defId: OptionalKey(),
  defKey: OptionalKey(128),
  nodeId: OptionalKey(128),
});
export type VarTreeBody = Static<typeof VarTreeBody>;
/** A variable: its name in a FEEL expression, its label in the caller's language, its type. */
const VarFields = { name: Type.String(), label: Type.String(), type: Type.String() };
/** Variables a FEEL condition may use at a node: form fields and instance facts. */
export const VarNode = Type.Object({ ...VarFields, children: Type.Array(Type.Object(VarFields)) });
export type VarNode = Static<typeof VarNode>;

export const VARIABLE_CALLS = {
  /** The definition by id, else the main version of the key. */
  tree: call({ method: 'POST', path: '/flow/node/v1/varTree', body: VarTreeBody, answer: Type.Array(VarNode) }),
};
