import { useSyncExternalStore } from 'react';
import { Spin } from 'antd';
import { maskedRequests } from '@/api/loadingMask';

/** Spec 02 §9: a full-window loading mask while a request whose URL contains doEdit runs. */
export function LoadingMask() {
  const pending = useSyncExternalStore(maskedRequests.subscribe, maskedRequests.count);
  return pending > 0 ? <Spin fullscreen spinning data-testid="loading-mask" /> : null;
}
