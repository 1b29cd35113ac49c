import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { parseRichText, richTextPlain, safeHref, sanitizeRichText, toDom } from '../lib/richText';

interface Props {
  value?: unknown;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
}

/** The browser's editing commands (execCommand is old but every browser still has it; jsdom has none). */
function run(command: string, arg?: string): void {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, arg);
}

const TOOLS = [
  ['bold', 'bold', BoldOutlined],
  ['italic', 'italic', ItalicOutlined],
  ['underline', 'underline', UnderlineOutlined],
  ['insertUnorderedList', 'bulletList', UnorderedListOutlined],
  ['insertOrderedList', 'numberedList', OrderedListOutlined],
  ['removeFormat', 'clearFormat', ClearOutlined],
] as const;

/**
 * A small rich-text editor: an editable area with a toolbar (bold, italic, underline, lists, link, clear). What it
 * hands the form is always cleaned by the allow-list of lib/richText.ts, pasted content too; empty text is ''.
 */
export function RichTextEditor({ value, onChange, id, ...rest }: Props) {
  const { t } = useTranslation('fields');
  const area = useRef<HTMLDivElement>(null);
  // the value this editor last handed out: when it comes back, the area already shows it
  const emitted = useRef<string | undefined>(undefined);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [badLink, setBadLink] = useState(false);

  useEffect(() => {
    const html = typeof value === 'string' ? value : '';
    if (!area.current || html === emitted.current) return;
    area.current.replaceChildren(...toDom(parseRichText(html), document));
    emitted.current = html;
  }, [value]);

  const emit = () => {
    if (!area.current) return;
    const html = sanitizeRichText(area.current.innerHTML);
    const out = richTextPlain(parseRichText(html)).trim() ? html : '';
    emitted.current = out;
    onChange?.(out);
  };
  const command = (name: string, arg?: string) => {
    area.current?.focus();
    run(name, arg);
    emit();
  };
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    if (html) run('insertHTML', sanitizeRichText(html));
    else run('insertText', e.clipboardData.getData('text/plain'));
    emit();
  };
  const addLink = () => {
    const safe = safeHref(href);
    if (!safe) return setBadLink(true);
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    run('createLink', safe);
    emit();
    setLinkOpen(false);
  };

  return (
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}>
        {TOOLS.map(([name, label, Icon]) => (
          <Tooltip key={name} title={t(`richText.${label}`)}>
            <Button
              type="text"
              size="small"
              icon={<Icon />}
              aria-label={t(`richText.${label}`)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => command(name)}
            />
          </Tooltip>
        ))}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) {
              const selection = window.getSelection();
              saved.current = selection && selection.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
              setHref('https://');
              setBadLink(false);
            }
            setLinkOpen(open);
          }}
          trigger="click"
          content={
            <Space.Compact>
              <Input
                aria-label={t('richText.linkAddress')}
                value={href}
                status={badLink ? 'error' : undefined}
                onChange={(e) => {
                  setHref(e.target.value);
                  setBadLink(false);
                }}
                onPressEnter={addLink}
                style={{ width: 240 }}
              />
              <Button type="primary" onClick={addLink}>
                {t('richText.addLink')}
              </Button>
            </Space.Compact>
          }
          title={badLink ? t('richText.badLink') : t('richText.link')}
        >
          <Button
            type="text"
            size="small"
            icon={<LinkOutlined />}
            aria-label={t('richText.link')}
            onMouseDown={(e) => e.preventDefault()}
          />
        </Popover>
      </Space>
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={rest['aria-label']}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onPaste={onPaste}
        style={{ minHeight: 120, maxHeight: 400, overflowY: 'auto', padding: '6px 11px', outline: 'none', overflowWrap: 'anywhere' }}
      />
    </div>
  );
}
