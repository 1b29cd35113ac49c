import { useState } from 'react';
import { Button, Card, Input, Typography } from 'antd';
import { CloseOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canSend } from '../lib/chat';
import { ICON_HEIGHT, type AssistantPosition } from '../lib/position';
import { useChat } from '../hooks/useChat';
import { GuideSection } from './GuideSection';
import { ChatLog } from './ChatLog';
import { PanelLinks } from './PanelLinks';

const PANEL_WIDTH = 380;
const PANEL_MAX_HEIGHT = 620;
const MARGIN = 8;

/** Where the panel sits: above the icon when it fits, always inside the window. */
function panelPlacement(position: AssistantPosition) {
  const height = Math.min(PANEL_MAX_HEIGHT, window.innerHeight - 2 * MARGIN);
  const right = Math.min(Math.max(MARGIN, position.right), Math.max(MARGIN, window.innerWidth - PANEL_WIDTH - MARGIN));
  const above = position.bottom + ICON_HEIGHT + MARGIN;
  const bottom = Math.max(MARGIN, Math.min(above, window.innerHeight - height - MARGIN));
  return { right, bottom, height };
}

export function AssistantPanel({ position, onClose }: { position: AssistantPosition; onClose: () => void }) {
  const { t } = useTranslation('assistant');
  const [text, setText] = useState('');
  const { state, ask } = useChat();
  const place = panelPlacement(position);
  const sendable = canSend(state, text);

  const send = () => {
    if (ask(text)) setText('');
  };

  return (
    <Card
      role="dialog"
      aria-label={t('panel.title')}
      data-testid="assistant-panel"
      title={t('panel.title')}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('panel.close')} onClick={onClose} />}
      style={{
        position: 'fixed',
        right: place.right,
        bottom: place.bottom,
        width: PANEL_WIDTH,
        height: place.height,
        zIndex: 999,
        display: 'flex',
        flexDirection: 'column',
      }}
      styles={{ body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8, padding: 12 } }}
    >
      <GuideSection disabled={state.pending || state.streaming} onAsk={(q) => ask(q)} />
      <PanelLinks lastQuestion={state.entries[state.entries.length - 1]?.question ?? null} />
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {state.entries.length ? <ChatLog entries={state.entries} /> : <Typography.Text type="secondary">{t('chat.hello')}</Typography.Text>}
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <Input.TextArea
          value={text}
          aria-label={t('input.label')}
          placeholder={t('input.placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line; an input method composing text keeps Enter
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
        />
        <Button type="primary" icon={<SendOutlined />} disabled={!sendable} onClick={send} aria-label={t('input.send')} />
      </div>
    </Card>
  );
}
