import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { EDGE_COLOURS, type EdgeState } from '../model/edges';
import { DARK_TONE_FILLS, TONE_COLOURS, type StatusTone } from '../model/status';
import styles from './Legend.module.css';

/** Spec 02 §2/§9: the illustration legend, open 144 px, closed 0, animated over 0.3 s. */
export const LEGEND_OPEN_HEIGHT = 144;
export const LEGEND_TRANSITION = 'height 0.3s';

const TONES: { tone: StatusTone; key: string }[] = [
  { tone: 'error', key: 'legend.toneError' },
  { tone: 'warning', key: 'legend.toneWarning' },
  { tone: 'success', key: 'legend.toneSuccess' },
  { tone: 'primary', key: 'legend.tonePrimary' },
];

const EDGES: { state: EdgeState; key: string }[] = [
  { state: 'default', key: 'legend.edgeDefault' },
  { state: 'going', key: 'legend.edgeGoing' },
  { state: 'predicted', key: 'legend.edgePredicted' },
];

export function Legend({ defaultOpen = true, dark = false }: { defaultOpen?: boolean; dark?: boolean }) {
  const { t } = useTranslation('flowchart');
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const fill = (tone: StatusTone) => (dark ? DARK_TONE_FILLS[tone] : TONE_COLOURS[tone].fill);
  return (
    <section className={styles.legend} aria-label={t('legend.title')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        title={open ? t('legend.hide') : t('legend.show')}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t('legend.title')}</span>
        {open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
      </button>
      <div
        id={bodyId}
        data-testid="legend-body"
        className={styles.body}
        aria-hidden={!open}
        style={{ height: open ? LEGEND_OPEN_HEIGHT : 0, transition: LEGEND_TRANSITION }}
      >
        <div className={styles.group}>
          <h4>{t('legend.nodes')}</h4>
          <ul>
            {TONES.map(({ tone, key }) => (
              <li key={tone}>
                <span className={styles.node} style={{ borderColor: TONE_COLOURS[tone].stroke, background: fill(tone) }} />
                {t(key)}
              </li>
            ))}
            <li>
              <span className={`${styles.node} ${styles.predicted}`} style={{ borderColor: EDGE_COLOURS.predicted }} />
              {t('legend.nodePredicted')}
            </li>
          </ul>
        </div>
        <div className={styles.group}>
          <h4>{t('legend.edges')}</h4>
          <ul>
            {EDGES.map(({ state, key }) => (
              <li key={state}>
                <svg className={styles.edge} viewBox="0 0 28 8" aria-hidden>
                  <line
                    x1="0"
                    y1="4"
                    x2="22"
                    y2="4"
                    stroke={EDGE_COLOURS[state]}
                    strokeWidth="2"
                    strokeDasharray={state === 'predicted' ? '4 3' : undefined}
                  />
                  <path d="M21 0 L28 4 L21 8 Z" fill={EDGE_COLOURS[state]} />
                </svg>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.group}>
          <h4>{t('legend.startEvent')}</h4>
          <ul>
            <li>
              <span className={styles.event} style={{ borderColor: TONE_COLOURS.primary.stroke, background: fill('primary') }} />
              {t('legend.started')}
            </li>
            <li>
              <span
                className={styles.event}
                style={{ borderColor: dark ? '#bfbfbf' : '#595959', background: dark ? '#262626' : '#f0f0f0' }}
              />
              {t('legend.ended')}
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
