import { Typography } from 'antd';
import type { FormFieldDef } from '@contract/workflow';
import { OrgSelect } from '@/shared/ui/OrgSelect';
import { PostSelect, RefSelect, type RefPickerProps } from '@/shared/ui/RefSelect';
import { RefNames } from '@/shared/ui/RefNames';
import { refIds, type RefKind } from '@/shared/ui/ucRefQueries';
import { UserSelect } from '@/shared/ui/UserSelect';
import { displayValue } from '../lib/formModel';
import { CellInput } from './CellInput';
import { FileField } from './FileField';
import { RichTextEditor } from './RichTextEditor';
import { RichTextView } from './RichTextView';

const REF_KINDS = new Set<string>(['user', 'org', 'post', 'role']);
export const isRefType = (type: string): type is RefKind => REF_KINDS.has(type);

/** Several may be chosen: the field says so; by default a user field takes several (as it always did), the others one. */
export const isMultiple = (field: Pick<FormFieldDef, 'type' | 'multiple'>): boolean => field.multiple ?? field.type === 'user';

interface EditorProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  'aria-label'?: string;
}

/** A user, department, post or role picker whose value is always a list of ids. */
export function RefField({ kind, multiple, value, onChange, ...rest }: EditorProps & { kind: RefKind; multiple: boolean }) {
  const ids = refIds(value);
  const props: RefPickerProps = { ...rest, value: ids, multiple, onChange: (next) => onChange?.(next) };
  switch (kind) {
    case 'user':
      return (
        <UserSelect
          {...rest}
          mode={multiple ? 'multiple' : undefined}
          value={multiple ? ids : ids[0]}
          onChange={(v) => onChange?.(Array.isArray(v) ? v : v ? [v] : [])}
        />
      );
    case 'org':
      return <OrgSelect {...props} />;
    case 'post':
      return <PostSelect {...props} />;
    default:
      return <RefSelect {...props} kind="role" />;
  }
}

/**
 * The editor of a value by type, for fields and sub-table cells alike: pickers for users, departments, posts and
 * roles, files, rich text, and the simple inputs (text, number, money, date, datetime).
 */
export function ValueEditor({ type, multiple = false, ...rest }: EditorProps & { type: string; multiple?: boolean }) {
  if (isRefType(type)) return <RefField {...rest} kind={type} multiple={multiple} />;
  if (type === 'file') return <FileField id={rest.id} value={rest.value as string[] | undefined} onChange={rest.onChange} />;
  if (type === 'richtext') return <RichTextEditor {...rest} onChange={rest.onChange} />;
  return <CellInput {...rest} type={type} />;
}

/** A value read-only by type: names for references, download links for files, cleaned rich text, else text. */
export function ValueView({
  field,
  value,
  ...rest
}: {
  field: Pick<FormFieldDef, 'type' | 'options'>;
  value?: unknown;
  'data-field'?: string;
}) {
  if (isRefType(field.type)) return <RefNames kind={field.type} value={value} {...rest} />;
  if (field.type === 'file') return <FileField readOnly value={value as string[] | undefined} />;
  if (field.type === 'richtext') return <RichTextView value={value} {...rest} />;
  const text = displayValue(field, value);
  return (
    <Typography.Text {...rest} style={{ whiteSpace: 'pre-wrap' }}>
      {text || '-'}
    </Typography.Text>
  );
}
