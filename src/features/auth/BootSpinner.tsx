import styles from './BootSpinner.module.css';

/** What start-up shows while signing in: plain CSS, no component library yet. */
export function BootSpinner({ label }: { label: string }) {
  return (
    <div className={styles.boot} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
