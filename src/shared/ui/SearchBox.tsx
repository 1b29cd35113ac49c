import { Input } from 'antd';
import type { SearchProps } from 'antd/es/input';

/** A clearable search box whose placeholder is also its accessible name; the rest goes to antd's Input.Search. */
export function SearchBox({ label, ...rest }: Omit<SearchProps, 'placeholder' | 'aria-label'> & { label: string }) {
  return <Input.Search allowClear placeholder={label} aria-label={label} {...rest} />;
}
