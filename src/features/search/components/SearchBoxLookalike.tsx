import type { CSSProperties, KeyboardEvent } from 'react';
import { theme } from 'antd';
import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchStore } from '../store';
import type { SearchBoxFire } from '../hooks/useSearchBoxFire';
import styles from './SearchBoxLookalike.module.css';
import { TYPE_SELECT_WIDTH, type SearchBoxFocus } from '../lib/searchBox';

interface Props extends SearchBoxFire {
  /** the pointer is over the box: start loading the real one */
  onPrefetch: () => void;
  /** the box was focused, clicked or keyed: swap the real one in there */
  onWant: (where: SearchBoxFocus) => void;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The search box as antd draws it (a Select beside an Input.Search with its button, in one compact row) in
 * plain elements and the theme's tokens, with the same names for screen readers: what the first screen shows
 * until the real box has loaded (LazyGlobalSearchBox). Typing, Enter and the button already search.
 */
export function SearchBoxLookalike({ onType, fireNow, onPrefetch, onWant }: Props) {
  const { t } = useTranslation('search');
  const { token } = theme.useToken();
  const input = useSearchStore((s) => s.input);
  const searchType = useSearchStore((s) => s.searchType);
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`;
  const radius = token.borderRadius;
  const box: CSSProperties = {
    boxSizing: 'border-box',
    height: token.controlHeight,
    border,
    background: token.colorBgContainer,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
  const padding = `${token.paddingSM - token.lineWidth}px`;
  return (
    <div
      role="search"
      aria-label={t('box.label')}
      className="ant-space-compact"
      style={{ display: 'flex', fontFamily: token.fontFamily }}
      onPointerEnter={onPrefetch}
    >
      <div
        role="combobox"
        tabIndex={0}
        aria-label={t('box.type')}
        aria-expanded={false}
        aria-haspopup="listbox"
        style={{
          ...box,
          display: 'flex',
          alignItems: 'center',
          width: TYPE_SELECT_WIDTH,
          padding: `0 ${padding}`,
          marginInlineEnd: -token.lineWidth,
          borderRadius: `${radius}px 0 0 ${radius}px`,
          cursor: 'pointer',
        }}
        onMouseDown={(e) => {
          e.preventDefault();
          onWant('typeOpen');
        }}
        onFocus={() => onWant('type')}
        onKeyDown={(e: KeyboardEvent) => {
          if (OPEN_KEYS.has(e.key)) {
            e.preventDefault();
            onWant('typeOpen');
          }
        }}
      >
        <span style={{ flex: 'auto', minWidth: 0, marginInlineEnd: 6, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
          {t(`type.${searchType}`)}
        </span>
        <DownOutlined style={{ fontSize: token.fontSizeIcon, color: token.colorTextQuaternary }} />
      </div>
      <div className="ant-space-compact ant-input-search" style={{ display: 'flex', width: '100%' }}>
        <span
          style={{
            ...box,
            display: 'flex',
            width: '100%',
            minWidth: 0,
            padding: `${token.paddingXXS}px ${padding}`,
            marginInlineEnd: -token.lineWidth,
          }}
        >
          <input
            type="search"
            value={input}
            placeholder={t(`box.placeholder.${searchType}`)}
            aria-label={t('box.text')}
            className={styles.text}
            style={{
              ['--search-lookalike-placeholder' as string]: token.colorTextPlaceholder,
              width: '100%',
              minWidth: 0,
              padding: 0,
              border: 0,
              outline: 'none',
              background: 'transparent',
              color: 'inherit',
              font: 'inherit',
            }}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && fireNow('submit')}
            onFocus={() => onWant('text')}
          />
          {/* the room of antd's (hidden) clear icon */}
          <span aria-hidden style={{ flex: 'none', width: token.fontSizeIcon, marginInlineStart: token.marginXXS }} />
        </span>
        <button
          type="button"
          aria-label={t('box.submit')}
          style={{
            ...box,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flex: 'none',
            width: token.controlHeight,
            padding: 0,
            borderRadius: `0 ${radius}px ${radius}px 0`,
            boxShadow: `0 ${token.controlOutlineWidth}px 0 ${token.controlTmpOutline}`,
            cursor: 'pointer',
          }}
          onClick={() => fireNow('submit')}
        >
          <SearchOutlined />
        </button>
      </div>
    </div>
  );
}
