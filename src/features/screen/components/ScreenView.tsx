import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import type { ScreenDesign, ScreenFigures } from '@contract/screen';
import { useScreenBackground } from '../hooks/useScreenBackground';
import { useCanvasFit, useFullscreen, useReducedMotion } from '../hooks/useScreenChrome';
import { WidgetHost } from './WidgetHost';
import styles from './screen.module.css';

/**
 * The canvas of a design, scaled to the window keeping its aspect, with its background and the full-screen toggle;
 * `figures` (a layout from the server): whose workflow figures the widgets show, said in a corner.
 */
export function ScreenView({ design, title, figures }: { design: ScreenDesign; title: string; figures?: ScreenFigures }) {
  const { t } = useTranslation('screen');
  const root = useRef<HTMLDivElement>(null);
  const { width, height } = design.config;
  const fit = useCanvasFit(width, height);
  const fullscreen = useFullscreen(root);
  const reducedMotion = useReducedMotion();
  const background = useScreenBackground(design.config);
  const toggleLabel = fullscreen.active ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <div ref={root} className={styles.root}>
      <section
        className={styles.canvas}
        aria-label={title}
        data-testid="screen-canvas"
        data-scale={fit.scale.toFixed(4)}
        style={{ ...background.style, width, height, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {design.elements.map((element) => (
          <WidgetHost key={element.key} element={element} reducedMotion={reducedMotion} />
        ))}
      </section>
      {figures ? (
        <div className={styles.figures} data-testid="screen-figures" data-figures={figures} role="note">
          {t(`figures.${figures}`)}
        </div>
      ) : null}
      {background.failed ? <Alert className={styles.backgroundError} type="warning" showIcon title={t('error.background')} /> : null}
      <div className={styles.toolbar}>
        <Tooltip title={`${toggleLabel} (F11)`}>
          <Button
            type="primary"
            ghost
            aria-label={toggleLabel}
            icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={fullscreen.toggle}
          />
        </Tooltip>
      </div>
    </div>
  );
}
