import { APP_BASE } from '@/shared/config';

export interface FormTarget {
  taskId?: string;
  instId?: string;
  leaderId?: string;
  /** start form of a definition */
  defKey?: string;
  draftId?: string;
  type?: string;
}

function query(target: FormTarget): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(target)) if (v) params.set(k, v);
  return params.toString();
}

/** In the full-screen pages the form replaces the list; elsewhere it opens in a window of its own. */
export function approvalFormPath(target: FormTarget, full: boolean): string {
  return `${full ? '/fullMatter' : '/matter'}/approvalForm?${query(target)}`;
}

export function openApprovalWindow(target: FormTarget): void {
  window.open(`${APP_BASE}${approvalFormPath(target, false)}`, '_blank', 'noopener');
}
