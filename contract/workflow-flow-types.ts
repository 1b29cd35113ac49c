import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { OptionalKey } from './common.js';
import { IdsQuery, Nullable, TreeNode, type TreeNodeBase } from './workflow.js';
import { I18nText } from './workflow-definitions.js';

/** The classification tree of flow types (ours: the spec names no path). */

export interface FlowTypeNode extends TreeNodeBase {
  sort: number;
  children: FlowTypeNode[];
}
export const FlowTypeNode = TreeNode('FlowTypeNode', { sort: Type.Integer() });
export const SaveTypeBody = Type.Object({
  id: OptionalKey(),
  parentId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  name: I18nText,
  sort: Type.Optional(Type.Integer()),
});
export type SaveTypeBody = Static<typeof SaveTypeBody>;

const TYPE = '/flow/type/v1';

export const FLOW_TYPE_CALLS = {
  /** The whole tree, names in the caller's language. */
  tree: call({ method: 'GET', path: `${TYPE}/tree`, answer: Type.Array(FlowTypeNode) }),
  /** Admin: creates or updates a type; answers its id. */
  save: call({ method: 'POST', path: `${TYPE}/save`, body: SaveTypeBody, answer: Type.String() }),
  /** Admin: 409 while a definition uses one of the types. */
  remove: call({ method: 'DELETE', path: `${TYPE}/remove`, query: IdsQuery, answer: Type.Integer() }),
};
