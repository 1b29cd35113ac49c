import { Type, type Static, type TSchema, type TString } from 'typebox';

/** `{state, value, code, message}`: the answer of every call (spec 01 §8). */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    state: Type.Boolean(),
    code: Type.Union([Type.Number(), Type.String()]),
    message: Type.Optional(Type.String()),
    value,
  });
export type EnvelopeOf<T> = { state: boolean; code: number | string; message?: string; value: T };

/** A value or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** An id or key a call names: required, not empty, at most `maxLength` characters. */
export const Key = (maxLength = 64) => Type.String({ minLength: 1, maxLength });
/** An id or key a call may leave out (or send empty): at most `maxLength` characters. */
export const OptionalKey = (maxLength = 64) => Type.Optional(Type.String({ maxLength }));
/** A query (or path parameters) naming one such key: `{ id }`, `{ formKey }`, `{ defId }`... */
export const KeyQuery = <const K extends string>(name: K, maxLength = 64) =>
  Type.Object({ [name]: Key(maxLength) } as { [P in K]: TString });
/** The query or path parameters `{ id }` of a call on one row. */
export const IdQuery = KeyQuery('id');

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

/** The fields of a page of rows, for answers that add their own beside them. */
export const PageFields = <T extends TSchema>(row: T) => ({
  rows: Type.Array(row),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const PageResult = <T extends TSchema>(row: T) => Type.Object(PageFields(row));
export type PageResultOf<T> = { rows: T[]; total: number; page: number; pageSize: number };
