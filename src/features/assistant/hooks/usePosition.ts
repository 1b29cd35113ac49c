import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '@/shared/storage';
import { clampPosition, DEFAULT_POSITION, dropped, parsePosition, type AssistantPosition } from '../lib/position';

function initial(): AssistantPosition {
  const stored = parsePosition(readJson<unknown>(STORAGE_KEYS.assistantPosition)) ?? DEFAULT_POSITION;
  return clampPosition(stored, window.innerWidth, window.innerHeight);
}

/**
 * The icon's position, saved locally and kept inside the window when it is resized; `placed` is where it was
 * last put (not where a drag is passing), which decides whether it is docked.
 */
export function usePosition() {
  const [position, setPosition] = useState<AssistantPosition>(initial);
  const [placed, setPlaced] = useState<AssistantPosition>(position);
  useEffect(() => {
    const onResize = () => {
      setPosition((p) => clampPosition(p, window.innerWidth, window.innerHeight));
      setPlaced((p) => clampPosition(p, window.innerWidth, window.innerHeight));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const save = useCallback((next: AssistantPosition) => {
    const clamped = dropped(clampPosition(next, window.innerWidth, window.innerHeight));
    setPosition(clamped);
    setPlaced(clamped);
    writeJson(STORAGE_KEYS.assistantPosition, clamped);
  }, []);
  return { position, placed, move: setPosition, save };
}
