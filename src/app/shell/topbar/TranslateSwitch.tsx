import { useEffect, useState } from 'react';
import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n';
import styles from '../shell.module.css';
import { TRANSLATE_DELAY_MS, applyAutoTranslate, readAutoTranslate, translateAvailable, writeAutoTranslate } from './autoTranslate';

/** The automatic page-translation switch, shown for English and Indonesian only. */
export function TranslateSwitch() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const [on, setOn] = useState(readAutoTranslate);
  const available = translateAvailable(language);

  useEffect(() => {
    if (!available || !on) {
      applyAutoTranslate(false);
      return;
    }
    const timer = window.setTimeout(() => applyAutoTranslate(true), TRANSLATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [available, on]);

  if (!available) return null;
  return (
    <Tooltip title={t('topBar.autoTranslate')}>
      <label className={styles.translate}>
        <span>{t('topBar.translateLabel')}</span>
        <Switch
          size="small"
          aria-label={t('topBar.autoTranslate')}
          checked={on}
          checkedChildren={t('topBar.translateOn')}
          unCheckedChildren={t('topBar.translateOff')}
          onChange={(checked) => {
            writeAutoTranslate(checked);
            setOn(checked);
          }}
        />
      </label>
    </Tooltip>
  );
}
