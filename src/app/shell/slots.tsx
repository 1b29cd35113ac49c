import { Suspense, lazy } from 'react';

/*
 * Features of other engineers that the frame shows but the first paint does not need: each loads
 * as its own chunk right after the frame, so the first screen stays small.
 */
const AssistantWidget = lazy(() => import('@/features/assistant').then((m) => ({ default: m.AssistantWidget })));
const MessageBell = lazy(() => import('@/features/messages').then((m) => ({ default: m.MessageBell })));
const DownloadNotice = lazy(() => import('@/features/downloads').then((m) => ({ default: m.DownloadNotice })));

export function AssistantSlot() {
  return (
    <Suspense fallback={null}>
      <AssistantWidget />
    </Suspense>
  );
}

export function MessageBellSlot() {
  return (
    <Suspense fallback={null}>
      <MessageBell />
    </Suspense>
  );
}

export function DownloadNoticeSlot() {
  return (
    <Suspense fallback={null}>
      <DownloadNotice />
    </Suspense>
  );
}
