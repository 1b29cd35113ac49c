import { DatePicker, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** Form.Item props that keep dates as 'YYYY-MM-DD' text in the form values. */
export const dateItemProps = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

interface Props {
  type: string;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  'aria-label'?: string;
}

/** The editor of one simple value by field type (text, number, money, date). */
export function CellInput({ type, value, onChange, ...rest }: Props) {
  if (type === 'number' || type === 'money') {
    return (
      <InputNumber
        {...rest}
        style={{ width: '100%' }}
        precision={type === 'money' ? 2 : undefined}
        min={type === 'money' ? 0 : undefined}
        value={value as number | null | undefined}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  if (type === 'date') {
    return <DatePicker {...rest} style={{ width: '100%' }} value={value as Dayjs | undefined} onChange={(v) => onChange?.(v)} />;
  }
  return <Input {...rest} value={(value as string | undefined) ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
}
