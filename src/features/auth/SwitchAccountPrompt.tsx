import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSwitch } from './signIn';
import styles from './SwitchAccountPrompt.module.css';

/**
 * Start-up's question when a link carries another account's sign-in (issue 13): plain CSS like the boot spinner,
 * since the component library is not loaded yet. Staying is the first choice and has the focus.
 */
export function SwitchAccountPrompt({ change, onAnswer }: { change: AccountSwitch; onAnswer: (switching: boolean) => void }) {
  const { t } = useTranslation('auth');
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  const who = (p: AccountSwitch['current']) => (p.fullname === p.account ? p.account : `${p.fullname} (${p.account})`);
  const current = who(change.current);
  const incoming = who(change.incoming);
  return (
    <div className={styles.backdrop}>
      <div className={styles.card} role="alertdialog" aria-modal="true" aria-labelledby="switch-title" aria-describedby="switch-body">
        <h1 id="switch-title" className={styles.title}>
          {t('switchAccount.title')}
        </h1>
        <p id="switch-body" className={styles.body}>
          {t('switchAccount.body', { current, incoming })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => onAnswer(true)}>
            {t('switchAccount.switch', { incoming })}
          </button>
          <button ref={stay} type="button" className={styles.primary} onClick={() => onAnswer(false)}>
            {t('switchAccount.stay', { current })}
          </button>
        </div>
      </div>
    </div>
  );
}
