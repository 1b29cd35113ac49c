import type { ApproverMode, ChartApprover } from '../model/chart';

/** Spec 02 §9: at most 4 approver avatars, then +N. */
export const MAX_AVATARS = 4;

export interface BadgeTexts {
  /** e.g. "Approvers (serial): a, b" */
  summary: (names: string[], mode: ApproverMode) => string;
}

export function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  // a Chinese name is known by its last character; two do not fit an avatar this small
  if (/[\u4e00-\u9fff]/.test(trimmed)) return trimmed.slice(-1);
  const parts = trimmed.split(/\s+/);
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : trimmed.slice(0, 2)).toUpperCase();
}

/**
 * The avatars shown under a node. Built with DOM calls and textContent only: names come from
 * users and must never be parsed as HTML.
 */
export function buildApproverBadge(
  approvers: ChartApprover[],
  mode: ApproverMode,
  texts: BadgeTexts,
  doc: Document = document,
): HTMLElement {
  const root = doc.createElement('div');
  root.className = `fc-approvers fc-approvers-${mode}`;
  const summary = texts.summary(
    approvers.map((a) => a.name),
    mode,
  );
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', summary);
  root.title = summary;
  if (mode !== 'normal') {
    const icon = doc.createElement('span');
    icon.className = `fc-mode fc-mode-${mode}`;
    icon.setAttribute('aria-hidden', 'true');
    root.appendChild(icon);
  }
  for (const a of approvers.slice(0, MAX_AVATARS)) {
    const avatar = doc.createElement('span');
    avatar.className = 'fc-avatar';
    avatar.setAttribute('aria-hidden', 'true');
    if (a.avatar && isSafeImageUrl(a.avatar)) {
      const img = doc.createElement('img');
      img.src = a.avatar;
      img.alt = '';
      avatar.appendChild(img);
    } else {
      avatar.textContent = initials(a.name);
    }
    root.appendChild(avatar);
  }
  if (approvers.length > MAX_AVATARS) {
    const more = doc.createElement('span');
    more.className = 'fc-avatar fc-more';
    more.setAttribute('aria-hidden', 'true');
    more.textContent = `+${approvers.length - MAX_AVATARS}`;
    root.appendChild(more);
  }
  return root;
}

/** Only images of our own origin, relative paths and data/blob images: no javascript: or remote trackers. */
export function isSafeImageUrl(url: string): boolean {
  if (/^(data:image\/|blob:)/i.test(url)) return true;
  try {
    const base = typeof location !== 'undefined' ? location.origin : 'http://localhost';
    return new URL(url, base).origin === base;
  } catch {
    return false;
  }
}
