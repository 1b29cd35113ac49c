import type { HTMLAttributes } from 'react';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETUP_LANGUAGES, type SetupLanguage } from '@contract/setup';

interface ChecksProps {
  id?: string;
  value?: SetupLanguage[];
  onChange?: (value: SetupLanguage[]) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: 'true';
}

/**
 * The boxes of the languages. Form.Item marks a required control aria-required, which role=group does not allow (axe
 * aria-allowed-attr): not passed on; the field's mark and its message say it.
 */
function LanguageChecks({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }: ChecksProps) {
  const { t } = useTranslation('setup');
  // antd's group passes these on to its element (its props type does not name them)
  const passed: Pick<HTMLAttributes<HTMLDivElement>, 'id' | 'aria-describedby' | 'aria-invalid'> = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  };
  return (
    <Checkbox.Group<SetupLanguage>
      {...passed}
      value={value}
      onChange={onChange}
      options={SETUP_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
    />
  );
}

/** The languages offered, a form field named `languages` (at least one). */
export function LanguagesField() {
  const { t } = useTranslation('setup');
  return (
    <Form.Item
      name="languages"
      label={t('languages')}
      extra={t('languagesHint')}
      rules={[{ required: true, type: 'array', min: 1, message: t('languagesRequired') }]}
    >
      <LanguageChecks />
    </Form.Item>
  );
}
