import { Type, type Static, type TSchema } from 'typebox';

/** `{state, value, code, message}`: the answer of every call (spec 01 §8). */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    state: Type.Boolean(),
    code: Type.Union([Type.Number(), Type.String()]),
    message: Type.Optional(Type.String()),
    value,
  });
export type EnvelopeOf<T> = { state: boolean; code: number | string; message?: string; value: T };

export const PageBean = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
  total: Type.Optional(Type.Integer()),
  showTotal: Type.Optional(Type.Boolean()),
});
export type PageBean = Static<typeof PageBean>;

/** One generic filter condition; the server checks property and operation against an allow list. */
export const QueryFilter = Type.Object({
  property: Type.String({ maxLength: 64 }),
  value: Type.Optional(Type.Unknown()),
  group: Type.Optional(Type.String({ maxLength: 32 })),
  relation: Type.Optional(Type.Union([Type.Literal('AND'), Type.Literal('OR'), Type.Literal('and'), Type.Literal('or')])),
  operation: Type.Optional(Type.String({ maxLength: 16 })),
});
export type QueryFilter = Static<typeof QueryFilter>;

export const Sorter = Type.Object({
  property: Type.String({ maxLength: 64 }),
  direction: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('asc'), Type.Literal('desc')])),
});
export type Sorter = Static<typeof Sorter>;

/** The common paging body of spec 01 §3. */
export const QueryBody = Type.Object({
  pageBean: Type.Optional(PageBean),
  querys: Type.Optional(Type.Array(QueryFilter, { maxItems: 50 })),
  sorter: Type.Optional(Type.Array(Sorter, { maxItems: 10 })),
  sorters: Type.Optional(Type.Array(Sorter, { maxItems: 10 })),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type QueryBody = Static<typeof QueryBody>;

export const PageResult = <T extends TSchema>(row: T) =>
  Type.Object({
    rows: Type.Array(row),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
export type PageResultOf<T> = { rows: T[]; total: number; page: number; pageSize: number };
