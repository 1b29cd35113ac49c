import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';

/** A tag in a colour pair of the search pages (spec 02 §3). */
export function ColourTag({ colour, children }: { colour: { color: string; background: string }; children: ReactNode }) {
  return <Tag style={{ color: colour.color, background: colour.background, borderColor: colour.color }}>{children}</Tag>;
}

interface Props {
  /** the hit's title line */
  head: ReactNode;
  /** its facts, "label: value" side by side */
  facts: [label: string, value: ReactNode][];
  /** more under the facts */
  children?: ReactNode;
}

/** The inside of a search hit's card: its title line, then its facts. */
export function HitBody({ head, facts, children }: Props) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space wrap>{head}</Space>
      <Space wrap size="large">
        {facts.map(([label, value]) => (
          <Typography.Text key={label} type="secondary">
            {label}: {value}
          </Typography.Text>
        ))}
      </Space>
      {children}
    </Space>
  );
}
