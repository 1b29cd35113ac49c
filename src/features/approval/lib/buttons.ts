import type { TaskAction } from '@contract/workflow';

/** What a server button does in the portal. */
export type ButtonPlan =
  | { kind: 'complete'; actionName: TaskAction; danger: boolean; primary: boolean }
  | { kind: 'portal'; action: PortalAction }
  | { kind: 'hidden' };

export const PORTAL_ACTIONS = [
  'lock',
  'unlock',
  'delegate',
  'circulate',
  'flowImage',
  'revoke',
  'hangUp',
  'cancelHangUp',
  'urgent',
  'like',
  'collect',
  'endProcess',
  'adminUnlock',
  'opinions',
  'print',
] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

// countersign buttons may be named by their outcome; the vote sent is agree or oppose
const COMPLETE_ALIASES: Record<string, TaskAction> = {
  agree: 'agree',
  oppose: 'oppose',
  reject: 'reject',
  backToStart: 'backToStart',
  reSubmit: 'reSubmit',
  manual_end: 'manual_end',
  skip: 'skip',
  signPass: 'agree',
  signNotPass: 'oppose',
};

const DANGER: ReadonlySet<string> = new Set(['oppose', 'reject', 'backToStart', 'signNotPass', 'manual_end']);

/**
 * Maps a button alias of getButtonsBytaskId to what the portal does with it (print opens the print
 * dialog). Unknown aliases are not shown, so the bar never offers a dead button.
 */
export function planButton(alias: string): ButtonPlan {
  const actionName = COMPLETE_ALIASES[alias];
  if (actionName)
    return {
      kind: 'complete',
      actionName,
      danger: DANGER.has(alias),
      primary: alias === 'agree' || alias === 'signPass' || alias === 'reSubmit',
    };
  if ((PORTAL_ACTIONS as readonly string[]).includes(alias)) return { kind: 'portal', action: alias as PortalAction };
  return { kind: 'hidden' };
}

/** How many buttons a phone's bottom bar shows before the rest go under More. */
export const PHONE_INLINE_BUTTONS = 2;

/**
 * The order of the phone's bottom bar: the main action (agree, pass, resubmit) first, then the
 * other completions, then the portal's own actions; hidden aliases are left out. The first
 * `inline` stay as buttons, the rest go under More.
 */
export function phoneButtonOrder<B extends { alias: string }>(buttons: B[], inline = PHONE_INLINE_BUTTONS): { inline: B[]; more: B[] } {
  const rank = (b: B) => {
    const plan = planButton(b.alias);
    if (plan.kind === 'complete') return plan.primary ? 0 : 1;
    return plan.kind === 'portal' ? 2 : 3;
  };
  const shown = buttons
    .map((b, i) => ({ b, i, r: rank(b) }))
    .filter((x) => x.r < 3)
    .sort((x, y) => x.r - y.r || x.i - y.i)
    .map((x) => x.b);
  return { inline: shown.slice(0, inline), more: shown.slice(inline) };
}
