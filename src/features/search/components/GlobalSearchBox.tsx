import { useEffect, useRef } from 'react';
import { Button, Select, Space } from 'antd';
// Input.Search alone: the Input namespace also carries OTP, Password and TextArea, which the top bar never shows
import Search from 'antd/es/input/Search';
import { SearchOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SEARCH_TYPES, useSearchStore, type SearchType } from '../store';
import { useDebouncedFire } from '../hooks/useDebouncedFire';

/** Width of the type selector (spec 01 §2). */
const TYPE_SELECT_WIDTH = 110;

/** The top bar's search box: type selector (user, flow, document) and the search text. */
export function GlobalSearchBox() {
  const { t } = useTranslation('search');
  const input = useSearchStore((s) => s.input);
  const searchType = useSearchStore((s) => s.searchType);
  const chooseType = useSearchStore((s) => s.chooseType);
  const { onType, fireNow } = useDebouncedFire();
  useClearOnRouteChange(fireNow);

  return (
    <Space.Compact role="search" aria-label={t('box.label')}>
      <Select<SearchType>
        style={{ width: TYPE_SELECT_WIDTH }}
        value={searchType}
        onChange={chooseType}
        aria-label={t('box.type')}
        options={SEARCH_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
      />
      <Search
        value={input}
        allowClear
        placeholder={t(`box.placeholder.${searchType}`)}
        aria-label={t('box.text')}
        enterButton={<Button icon={<SearchOutlined />} aria-label={t('box.submit')} />}
        // the clear icon reaches onSearch with source 'clear' (fired at once): no typed search then
        onChange={(e) => e.type !== 'click' && onType(e.target.value)}
        onSearch={(_value, _event, info) => fireNow(info?.source === 'clear' ? 'clear' : 'submit')}
      />
    </Space.Compact>
  );
}

/** Spec 01 §2: a route change clears the pattern and fires the search. The shell calls nothing. */
function useClearOnRouteChange(fireNow: (source: 'route') => void) {
  const location = useLocation();
  const where = `${location.pathname}${location.search}`;
  const previous = useRef(where);
  useEffect(() => {
    if (previous.current === where) return;
    previous.current = where;
    fireNow('route');
  }, [where, fireNow]);
}
