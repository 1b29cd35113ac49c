import { Suspense, lazy, useEffect, useState } from 'react';
import { useParentFlag } from '../hooks/useParentFlag';
import { useSingleWindow } from '../hooks/useSingleWindow';

/** Spec 01 §9: the plugin appears 5 s after start-up. */
export const INIT_DELAY_MS = 5000;

// the icon and the panel are not part of the first screen: they load when the plugin appears
const AssistantFloat = lazy(() => import('./AssistantFloat'));

/**
 * The AI assistant (spec 01 §1, §2): a draggable icon that opens a chat panel. Hidden when a
 * parent frame says so or when another window of the user already shows it.
 */
export function AssistantWidget() {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const parentAllows = useParentFlag();
  const shown = useSingleWindow(parentAllows) && ready;

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AssistantFloat open={open} onToggle={() => setOpen((o) => !o)} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
