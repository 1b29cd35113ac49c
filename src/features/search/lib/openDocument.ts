import { appConfig } from '@/shared/config';
import { useAuthStore } from '@/shared/session';
import { documentLink } from './tokenLink';

/** Opens the document's own address in a new window, with the session tokens only for trusted hosts. */
export function openDocument(dmsUrl: string): void {
  const { token, rtoken } = useAuthStore.getState();
  const link = documentLink(dmsUrl, token ? { token, rtoken } : null, appConfig.tokenLinkHosts, window.location.origin);
  if (link) window.open(link, '_blank', 'noopener');
}
