import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '@/shared/i18n';

/** Language menu items (also used inside the avatar menu). */
export function useLanguageItems() {
  const { t } = useTranslation('common');
  const { language, languages, setLanguage } = useLanguage();
  return {
    language,
    items: languages.map((lang) => ({ key: lang, label: t(`language.${lang}`) })),
    select: (key: string) => {
      if (key !== language) setLanguage(key as Language);
    },
  };
}

/**
 * Switching the language stores it and reloads the page (spec 01 §4). Opened by a click (or Enter),
 * not by hovering, so it works the same with a keyboard, a touch screen and a mouse.
 */
export function LanguageSwitch({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation('common');
  const { language, items, select } = useLanguageItems();
  return (
    <Dropdown trigger={['click']} menu={{ items, selectable: true, selectedKeys: [language], onClick: ({ key }) => select(key) }}>
      {labelled ? (
        // the phone's More list: the control's name and the language now
        <Button type="text" block icon={<TranslationOutlined aria-hidden />}>
          {`${t('language.label')}: ${t(`language.${language}`)}`}
        </Button>
      ) : (
        <Button type="text" aria-label={t('language.label')} icon={<TranslationOutlined />} />
      )}
    </Dropdown>
  );
}
