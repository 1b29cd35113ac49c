import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HANDBOOK_URL, inReaderLanguage } from '@/shared/handbook';
import { TipButton } from '@/shared/ui/TipButton';

/** Opens the user handbook in a new tab, in the interface language. */
export function HandbookButton() {
  const { t } = useTranslation('shell');
  return (
    <TipButton
      tip={t('topBar.handbook')}
      type="text"
      icon={<QuestionCircleOutlined />}
      onClick={() => window.open(inReaderLanguage(HANDBOOK_URL), '_blank', 'noopener')}
    />
  );
}
