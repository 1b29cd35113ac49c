import { Button } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HANDBOOK_URL, inReaderLanguage } from '@/shared/handbook';
import { TipButton } from '@/shared/ui/TipButton';

/** Opens the user handbook in a new tab, in the interface language; `labelled` (the phone's More list) with its name. */
export function HandbookButton({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation('shell');
  const open = () => window.open(inReaderLanguage(HANDBOOK_URL), '_blank', 'noopener');
  if (labelled)
    return (
      <Button type="text" block icon={<QuestionCircleOutlined aria-hidden />} onClick={open}>
        {t('topBar.handbook')}
      </Button>
    );
  return <TipButton tip={t('topBar.handbook')} type="text" icon={<QuestionCircleOutlined />} onClick={open} />;
}
