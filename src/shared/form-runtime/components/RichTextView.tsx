import { createElement, useMemo, type ReactNode } from 'react';
import { parseRichText, richTextPlain, type CleanNode } from '../lib/richText';

function render(nodes: CleanNode[], prefix: string): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return n;
    const key = `${prefix}${i}`;
    const props = n.tag === 'a' ? { key, href: n.href, rel: 'noopener noreferrer', target: '_blank' } : { key };
    return createElement(n.tag, props, ...(n.tag === 'br' ? [] : render(n.children, `${key}.`)));
  });
}

/** A rich-text value, read-only: the allow-listed content drawn as React elements (no markup is ever injected). */
export function RichTextView({ value, ...rest }: { value?: unknown; 'data-field'?: string }) {
  const nodes = useMemo(() => parseRichText(value), [value]);
  if (!richTextPlain(nodes).trim()) return <span {...rest}>-</span>;
  return (
    <div {...rest} className="rich-text-view" style={{ overflowWrap: 'anywhere' }}>
      {render(nodes, '')}
    </div>
  );
}
