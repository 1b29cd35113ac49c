import { Suspense, lazy, useEffect } from 'react';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { BOTTOM_BAR_VAR, FLOAT_ROOM_VAR } from '@/shared/ui/PhoneActionBar';
import { usePosition } from '../hooks/usePosition';
import { dockHeight, DOCK_VAR, isDocked, phoneIconPlace } from '../lib/position';
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
  const { position, placed, move, save } = usePosition();
  const phone = usePhoneLayout();
  const place = phone ? phoneIconPlace(position, BOTTOM_BAR_VAR) : null;

  // docked at the bottom, the main layout keeps a strip free for the button: no page content sits under it
  const dock = isDocked(placed) ? `${dockHeight(phone)}px` : null;
  useEffect(() => {
    if (!dock) return;
    const root = document.documentElement.style;
    root.setProperty(DOCK_VAR, dock);
    return () => {
      root.removeProperty(DOCK_VAR);
    };
  }, [dock]);

  useEffect(() => {
    void loadPanel();
  }, []);

  // on a phone the end of a list or a form leaves room for the icon, so the last card's buttons scroll clear of it
  const room = place?.room;
  useEffect(() => {
    if (!room) return;
    const root = document.documentElement.style;
    root.setProperty(FLOAT_ROOM_VAR, room);
    return () => {
      root.removeProperty(FLOAT_ROOM_VAR);
    };
  }, [room]);

  return (
    <>
      <AssistantIcon position={position} phoneBottom={place?.bottom} onMove={move} onDrop={save} onToggle={onToggle} open={open} />
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel position={position} onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
