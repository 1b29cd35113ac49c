import { useId, useState, type ReactNode } from 'react';
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
  { tone: 'processing', key: 'legend.tonePrimary' },
];

const EDGES: { state: EdgeState; key: string }[] = [
  { state: 'default', key: 'legend.edgeDefault' },
  { state: 'going', key: 'legend.edgeGoing' },
  { state: 'predicted', key: 'legend.edgePredicted' },
];

/** A group of the legend: its heading, then each item's swatch and words. */
function Group({ title, items }: { title: string; items: { key: string; swatch: ReactNode; label: string }[] }) {
  return (
    <div className={styles.group}>
      <h4>{title}</h4>
      <ul>
        {items.map(({ key, swatch, label }) => (
          <li key={key}>
            {swatch}
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An edge drawn small, in its state's colour, dashed when predicted. */
function EdgeSwatch({ state }: { state: EdgeState }) {
  return (
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
  );
}

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
        <Group
          title={t('legend.nodes')}
          items={[
            ...TONES.map(({ tone, key }) => ({
              key: tone,
              swatch: <span className={styles.node} style={{ borderColor: TONE_COLOURS[tone].stroke, background: fill(tone) }} />,
              label: t(key),
            })),
            {
              key: 'predicted',
              swatch: <span className={`${styles.node} ${styles.predicted}`} style={{ borderColor: EDGE_COLOURS.predicted }} />,
              label: t('legend.nodePredicted'),
            },
          ]}
        />
        <Group
          title={t('legend.edges')}
          items={EDGES.map(({ state, key }) => ({ key: state, swatch: <EdgeSwatch state={state} />, label: t(key) }))}
        />
        <Group
          title={t('legend.startEvent')}
          items={[
            {
              key: 'started',
              swatch: (
                <span className={styles.event} style={{ borderColor: TONE_COLOURS.processing.stroke, background: fill('processing') }} />
              ),
              label: t('legend.started'),
            },
            {
              key: 'ended',
              swatch: (
                <span
                  className={styles.event}
                  style={{ borderColor: dark ? '#bfbfbf' : '#595959', background: dark ? '#262626' : '#f0f0f0' }}
                />
              ),
              label: t('legend.ended'),
            },
          ]}
        />
      </div>
    </section>
  );
}
