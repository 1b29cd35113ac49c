import { Button, Popover } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DownloadNoticeSlot } from '../slots';
import { TranslateSwitch } from './TranslateSwitch';
import { HandbookButton } from './HandbookButton';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeBar } from './ThemeBar';
import styles from '../shell.module.css';

/**
 * Below lg the top bar's lesser tools (translate, handbook, language, theme, downloads) fold under one More button:
 * a list where each says what it is (a touch screen shows no tooltips to name a bare icon).
 */
export function MoreTools() {
  const { t } = useTranslation('shell');
  const tools = (
    <div className={styles.phoneTools} role="group" aria-label={t('mobile.moreTools')}>
      <TranslateSwitch />
      <HandbookButton labelled />
      <LanguageSwitch labelled />
      <ThemeBar labelled />
      <DownloadNoticeSlot labelled />
    </div>
  );
  return (
    <Popover content={tools} trigger="click" placement="bottomRight" arrow={false}>
      <Button type="text" aria-label={t('mobile.moreTools')} icon={<EllipsisOutlined />} />
    </Popover>
  );
}
