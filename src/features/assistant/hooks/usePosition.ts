import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '@/shared/storage';
import { clampPosition, DEFAULT_POSITION, parsePosition, type AssistantPosition } from '../lib/position';

function initial(): AssistantPosition {
  const stored = parsePosition(readJson<unknown>(STORAGE_KEYS.assistantPosition)) ?? DEFAULT_POSITION;
  return clampPosition(stored, window.innerWidth, window.innerHeight);
}

/** The icon's position, saved locally and kept inside the window when it is resized. */
export function usePosition() {
  const [position, setPosition] = useState<AssistantPosition>(initial);
  useEffect(() => {
    const onResize = () => setPosition((p) => clampPosition(p, window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const save = useCallback((next: AssistantPosition) => {
    const clamped = clampPosition(next, window.innerWidth, window.innerHeight);
    setPosition(clamped);
    writeJson(STORAGE_KEYS.assistantPosition, clamped);
  }, []);
  return { position, move: setPosition, save };
}
