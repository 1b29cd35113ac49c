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
