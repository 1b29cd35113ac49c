import { lazySlot } from '@/shared/ui/lazySlot';

/*
 * Features of other engineers that the frame shows but the first paint does not need: each loads
 * as its own chunk right after the frame, so the first screen stays small.
 */
export const AssistantSlot = lazySlot(() => import('@/features/assistant').then((m) => m.AssistantWidget));
export const MessageBellSlot = lazySlot(() => import('@/features/messages').then((m) => m.MessageBell));
export const DownloadNoticeSlot = lazySlot(() => import('@/features/downloads').then((m) => m.DownloadNotice));
