import { Type, type Static, type TSchema } from 'typebox';

/**
 * The shapes of a form field's business rules (contract/form-rules.ts evaluates them). Kept apart
 * so the portal's bundle takes the evaluator without the schema library.
 */
const ruleKinds = <M extends TSchema>(message: M) =>
  Type.Union([
    /** a number at least `value` (more than it when `exclusive`) */
    Type.Object({ kind: Type.Literal('min'), value: Type.Number(), exclusive: Type.Optional(Type.Boolean()), message }),
    /** a number at most `value` */
    Type.Object({ kind: Type.Literal('max'), value: Type.Number(), message }),
    /** a whole number of `value` steps (1: an integer, 0.5: whole or half days) */
    Type.Object({ kind: Type.Literal('step'), value: Type.Number({ exclusiveMinimum: 0 }), message }),
    /** a date not before the date of `field` */
    Type.Object({ kind: Type.Literal('notBefore'), field: Type.String(), message }),
    /** a number of days not more than the calendar days from `from` to `to`, both counted */
    Type.Object({ kind: Type.Literal('maxDaysBetween'), from: Type.String(), to: Type.String(), message }),
    /** a number equal to the product of `factors` (to the cent), when they all have values */
    Type.Object({ kind: Type.Literal('product'), factors: Type.Array(Type.String(), { minItems: 2, maxItems: 4 }), message }),
  ]);

/** As stored: the message in the three portal languages. */
export const StoredFieldRule = ruleKinds(Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String(), id: Type.String() }));
export type StoredFieldRule = Static<typeof StoredFieldRule>;
/** As sent to the portal: the message in the caller's language. */
export const FieldRule = ruleKinds(Type.String());
export type FieldRule = Static<typeof FieldRule>;
