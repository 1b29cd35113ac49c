import {
  DEPARTURE_CALLS as D,
  type DepartureChoices,
  type DepartureConfirmBody,
  type DepartureKind,
  type DeparturePlan,
  type DeparturePreviewBody,
  type DepartureResult,
  type HoldingKind,
  type MovableKind,
  type PlanGroup,
} from '@contract/departures';
import { ApiError } from './http';
import { send } from './call';

/** Someone leaves (issue 30 item 2): the administrator's preview and confirm of the hand-over. */

export type { DepartureChoices, DepartureKind, DeparturePlan, DepartureResult, HoldingKind, MovableKind, PlanGroup };

export async function previewDeparture(body: DeparturePreviewBody): Promise<DeparturePlan> {
  return (await send(D.preview, { body }, { silent: true })).value;
}

/** The confirm; a refusal is shown by the dialog itself (a 409 carries the fresh preview, see `freshPlanOf`). */
export async function confirmDeparture(body: DepartureConfirmBody): Promise<DepartureResult> {
  return (await send(D.confirm, { body }, { silent: true })).value;
}

/** The fresh plan a 409 answer carries (what the user holds changed since the preview), else null. */
export function freshPlanOf(error: unknown): DeparturePlan | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const value = (error.data as { value?: DeparturePlan | null } | undefined)?.value;
  return value && typeof value.fingerprint === 'string' ? value : null;
}
