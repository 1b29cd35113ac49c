import { Type, type Static } from 'typebox';
import { call } from './call.js';

/** The variables a FEEL condition may use at a node (spec 02 §7 POST /flow/node/v1/varTree). */

export const VarTreeBody = Type.Object({
  defId: Type.Optional(Type.String({ maxLength: 64 })),
  defKey: Type.Optional(Type.String({ maxLength: 128 })),
  nodeId: Type.Optional(Type.String({ maxLength: 128 })),
});
export type VarTreeBody = Static<typeof VarTreeBody>;
/** Variables a FEEL condition may use at a node: form fields and instance facts. */
export const VarNode = Type.Object({
  name: Type.String(),
  label: Type.String(),
  type: Type.String(),
  children: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), type: Type.String() })),
});
export type VarNode = Static<typeof VarNode>;

export const VARIABLE_CALLS = {
  /** The definition by id, else the main version of the key. */
  tree: call({ method: 'POST', path: '/flow/node/v1/varTree', body: VarTreeBody, answer: Type.Array(VarNode) }),
};
