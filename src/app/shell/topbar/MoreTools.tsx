import { Button, Popover, Space } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DownloadNoticeSlot } from '../slots';
import { TranslateSwitch } from './TranslateSwitch';
import { HandbookButton } from './HandbookButton';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeBar } from './ThemeBar';
import styles from '../shell.module.css';

/** Below lg the top bar's lesser tools (translate, handbook, language, theme, downloads) fold under one More button. */
export function MoreTools() {
  const { t } = useTranslation('shell');
  const tools = (
    <Space wrap size={4} className={styles.phoneTools}>
      <TranslateSwitch />
      <HandbookButton />
      <LanguageSwitch />
      <ThemeBar />
      <DownloadNoticeSlot />
    </Space>
  );
  return (
    <Popover content={tools} trigger="click" placement="bottomRight" arrow={false}>
      <Button type="text" aria-label={t('mobile.moreTools')} icon={<EllipsisOutlined />} />
    </Popover>
  );
}
