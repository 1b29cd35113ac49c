import { Suspense, lazy, useEffect } from 'react';
import { usePosition } from '../hooks/usePosition';
import { AssistantIcon } from './AssistantIcon';

const loadPanel = () => import('./AssistantPanel');
// the chat panel (card, text area, chat log) loads once the icon shows, so a click opens it without waiting
const AssistantPanel = lazy(() => loadPanel().then((m) => ({ default: m.AssistantPanel })));

interface Props {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** The draggable icon and its chat panel, shown by AssistantWidget once the plugin may appear. */
export default function AssistantFloat({ open, onToggle, onClose }: Props) {
  const { position, move, save } = usePosition();

  useEffect(() => {
    void loadPanel();
  }, []);

  return (
    <>
      <AssistantIcon position={position} onMove={move} onDrop={save} onToggle={onToggle} open={open} />
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel position={position} onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
