import { Button, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HANDBOOK_URL, inReaderLanguage } from '@/shared/handbook';

/** Opens the user handbook in a new tab, in the interface language. */
export function HandbookButton() {
  const { t } = useTranslation('shell');
  return (
    <Tooltip title={t('topBar.handbook')}>
      <Button
        type="text"
        aria-label={t('topBar.handbook')}
        icon={<QuestionCircleOutlined />}
        onClick={() => window.open(inReaderLanguage(HANDBOOK_URL), '_blank', 'noopener')}
      />
    </Tooltip>
  );
}
