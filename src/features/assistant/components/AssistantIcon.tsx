import { useRef } from 'react';
import { theme } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dragged, ICON_HEIGHT, ICON_WIDTH, PHONE_ICON_SIZE, type AssistantPosition } from '../lib/position';

interface Props {
  position: AssistantPosition;
  /** on a phone: the icon is a small round button at this CSS bottom (kept above a bottom action bar) */
  phoneBottom?: string;
  open: boolean;
  onMove: (p: AssistantPosition) => void;
  onDrop: (p: AssistantPosition) => void;
  onToggle: () => void;
}

/** Moves under this distance are a click, not a drag. */
const CLICK_SLOP_PX = 4;

/** The 86x72 icon, dragged with pointer events (mouse, pen, touch); a click opens the panel. */
export function AssistantIcon({ position, phoneBottom, open, onMove, onDrop, onToggle }: Props) {
  const phone = phoneBottom !== undefined;
  const { t } = useTranslation('assistant');
  const { token } = theme.useToken();
  const drag = useRef<{ x: number; y: number; start: AssistantPosition; moved: boolean; last: AssistantPosition } | null>(null);
  const suppressClick = useRef(false);

  return (
    <button
      type="button"
      aria-label={open ? t('icon.close') : t('icon.open')}
      aria-expanded={open}
      title={t('icon.title')}
      data-testid="assistant-icon"
      style={{
        position: 'fixed',
        right: position.right,
        bottom: phoneBottom ?? position.bottom,
        width: phone ? PHONE_ICON_SIZE : ICON_WIDTH,
        height: phone ? PHONE_ICON_SIZE : ICON_HEIGHT,
        // above the page, below antd modals (1000) and popups
        zIndex: 998,
        border: 'none',
        borderRadius: phone ? '50%' : 16,
        cursor: 'grab',
        touchAction: 'none',
        color: token.colorWhite,
        background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorPrimaryActive})`,
        boxShadow: token.boxShadowSecondary,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        drag.current = { x: e.clientX, y: e.clientY, start: position, moved: false, last: position };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        const dx = e.clientX - d.x;
        const dy = e.clientY - d.y;
        if (!d.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
        d.moved = true;
        d.last = dragged(d.start, dx, dy, window.innerWidth, window.innerHeight);
        onMove(d.last);
      }}
      onPointerUp={(e) => {
        const d = drag.current;
        drag.current = null;
        e.currentTarget.releasePointerCapture?.(e.pointerId);
        if (d?.moved) {
          suppressClick.current = true;
          onDrop(d.last);
        }
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        onToggle();
      }}
    >
      <RobotOutlined style={{ fontSize: phone ? 24 : 30 }} aria-hidden />
      {phone ? null : <span style={{ fontSize: 12, lineHeight: 1 }}>{t('icon.caption')}</span>}
    </button>
  );
}
