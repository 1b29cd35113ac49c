import { Button, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export const HANDBOOK_URL = '/portal/handbook/';

/** Opens the user handbook in a new tab. */
export function HandbookButton() {
  const { t } = useTranslation('shell');
  return (
    <Tooltip title={t('topBar.handbook')}>
      <Button
        type="text"
        aria-label={t('topBar.handbook')}
        icon={<QuestionCircleOutlined />}
        onClick={() => window.open(HANDBOOK_URL, '_blank', 'noopener')}
      />
    </Tooltip>
  );
}
