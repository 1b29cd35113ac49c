import { DatePicker, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Form.Item props that keep a date (or date and time) as text in the form values: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'. */
const dayItemProps = (format: string) => ({
  getValueProps: (value: unknown) => {
    const day = typeof value === 'string' && value ? dayjs(value) : undefined;
    return { value: day?.isValid() ? day : undefined };
  },
  normalize: (value: Dayjs | null) => (value ? value.format(format) : null),
});

export const dateItemProps = dayItemProps(DATE_FORMAT);
export const dateTimeItemProps = dayItemProps(DATETIME_FORMAT);

/** The Form.Item props a field or column of this type needs for its editor (dates kept as text). */
export function valueItemProps(type: string) {
  if (type === 'date') return dateItemProps;
  if (type === 'datetime') return dateTimeItemProps;
  return {};
}

interface Props {
  type: string;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  'aria-label'?: string;
}

/** The editor of one simple value by field type (text, number, money, date, datetime). */
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
  if (type === 'date' || type === 'datetime') {
    return (
      <DatePicker
        {...rest}
        showTime={type === 'datetime' ? { format: 'HH:mm' } : undefined}
        format={type === 'datetime' ? 'YYYY-MM-DD HH:mm' : DATE_FORMAT}
        style={{ width: '100%' }}
        value={value as Dayjs | undefined}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  return <Input {...rest} value={(value as string | undefined) ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
}
