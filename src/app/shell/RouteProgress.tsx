import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { PROGRESS_SPEED_MS, pageLoads } from './routeProgress';
import styles from './shell.module.css';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The thin bar at the top of the window during a route change and while a lazy page loads
 * (spec 01 §9, speed 500 ms): it grows while the page is on its way, then runs to the end and
 * fades out, each in PROGRESS_SPEED_MS.
 */
export function RouteProgress() {
  const { key } = useLocation();
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.count) > 0;
  const [phase, setPhase] = useState<Phase>('idle');
  const [seenKey, setSeenKey] = useState(key);

  // a new route starts the bar (state adjusted while rendering, as React recommends over an effect)
  if (key !== seenKey) {
    setSeenKey(key);
    setPhase('running');
  }
  if (loading && phase !== 'running') setPhase('running');

  useEffect(() => {
    if (phase === 'finishing') {
      // to the end, then faded out: a speed each
      const timer = window.setTimeout(() => setPhase('idle'), 2 * PROGRESS_SPEED_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase !== 'running' || loading) return;
    // the page is there: finish after it has been painted once
    const frame = requestAnimationFrame(() => setPhase('finishing'));
    return () => cancelAnimationFrame(frame);
  }, [phase, loading]);

  if (phase === 'idle') return null;
  return (
    <div
      className={styles.progress}
      data-testid="route-progress"
      data-phase={phase}
      aria-hidden
      style={{ ['--progress-speed' as string]: `${PROGRESS_SPEED_MS}ms` }}
    >
      <div className={styles.progressBar} />
    </div>
  );
}
