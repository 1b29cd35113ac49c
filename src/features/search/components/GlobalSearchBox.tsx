import { useEffect, useRef } from 'react';
import { Button, Select, Space, type InputRef } from 'antd';
// Input.Search alone: the Input namespace also carries OTP, Password and TextArea, which the top bar never shows
import Search from 'antd/es/input/Search';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_TYPES, useSearchStore, type SearchType } from '../store';
import { useSearchBoxFire, type SearchBoxFire } from '../hooks/useSearchBoxFire';
import { TYPE_SELECT_WIDTH, type SearchBoxFocus } from '../lib/searchBox';

/** The top bar's search box: type selector (user, flow, document) and the search text. */
export function GlobalSearchBox() {
  return <SearchBoxControls {...useSearchBoxFire()} />;
}

/** The box itself, firing through its holder's `onType` and `fireNow` (see LazyGlobalSearchBox). */
export function SearchBoxControls({ onType, fireNow, focus }: SearchBoxFire & { focus?: SearchBoxFocus }) {
  const { t } = useTranslation('search');
  const input = useSearchStore((s) => s.input);
  const searchType = useSearchStore((s) => s.searchType);
  const chooseType = useSearchStore((s) => s.chooseType);
  const text = useRef<InputRef>(null);
  const focusAtMount = useRef(focus);
  useEffect(() => {
    if (focusAtMount.current === 'text') text.current?.focus({ cursor: 'end' });
  }, []);

  return (
    <Space.Compact role="search" aria-label={t('box.label')}>
      <Select<SearchType>
        style={{ width: TYPE_SELECT_WIDTH }}
        value={searchType}
        onChange={chooseType}
        // antd: an opened Select closes by a click outside only when it has the focus
        autoFocus={focus === 'type' || focus === 'typeOpen'}
        defaultOpen={focus === 'typeOpen'}
        aria-label={t('box.type')}
        options={SEARCH_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
      />
      <Search
        ref={text}
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
