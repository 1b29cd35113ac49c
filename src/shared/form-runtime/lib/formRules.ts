import type { Rule } from 'antd/es/form';
import { keepsRule, ruleInputs, type FieldRule } from '@contract/form-rules';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * antd validators of a field's business rules (stored with the form, the server checks the same):
 * each shows its own message. `rowPath` is a subtable row's name path, whose cells the rules read.
 */
export function formRuleValidators(rules: readonly FieldRule[] | undefined, rowPath?: (string | number)[]): Rule[] {
  return (rules ?? []).map((rule): Rule => ({ getFieldsValue, getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      if (blank(value)) return;
      const data = (rowPath ? getFieldValue(rowPath) : getFieldsValue(true)) as Record<string, unknown> | undefined;
      if (!keepsRule(rule, value, data ?? {})) throw new Error(rule.message);
    },
  }));
}

/** The fields a field's rules read: a change to one of them checks it again. */
export function fieldRuleDeps(rules: readonly FieldRule[] | undefined): string[] | undefined {
  const deps = [...new Set((rules ?? []).flatMap(ruleInputs))];
  return deps.length ? deps : undefined;
}
