import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdsQuery, Nullable } from './workflow.js';
import { I18nText } from './workflow-definitions.js';

/** The classification tree of flow types (ours: the spec names no path). */

export interface FlowTypeNode {
  id: string;
  name: string;
  parentId: string | null;
  sort: number;
  children: FlowTypeNode[];
}
export const FlowTypeNode = Type.Cyclic(
  {
    FlowTypeNode: Type.Object({
      id: Type.String(),
      name: Type.String(),
      parentId: Nullable(Type.String()),
      sort: Type.Integer(),
      children: Type.Array(Type.Ref('FlowTypeNode')),
    }),
  },
  'FlowTypeNode',
);
export const SaveTypeBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
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
