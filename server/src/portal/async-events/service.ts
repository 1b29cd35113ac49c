import crypto from 'node:crypto';
import type { AppDeps } from '../../lib/context.js';
import type { Database } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { publishEvent } from '../../db/events.js';
import { t as text, type Lang } from '../../lib/i18n.js';
import type { QueryBody } from '../../../../contract/common.js';
import type { AsyncEvent, AsyncEventKind, AsyncExportKind } from '../../../../contract/portal.js';
import { filteredPage } from '../../db/filtered-page.js';
import type { PageResult } from '../../lib/reply.js';
import { runExport, type ExportFile } from './exports.js';
import * as repo from './repo.js';
import type { Outcome } from './repo.js';
import { openFile, removeFile, storeFile, type OpenedFile } from '../../files/index.js';

/** A run that has not finished after this long is taken as lost (its process died) and may run again. */
const STALE_RUN_MS = 10 * 60 * 1000;
const NAME_KEYS: Record<AsyncExportKind, string> = {
  'messages.csv': 'eventNameMessages',
  'department-users.csv': 'eventNameDepartmentUsers',
};
const t = (lang: Lang, key: string, params?: Record<string, string>) => text(lang, `portal.${key}`, params);

/** What a run of another domain's event kind gets: whose it is, its parameters, and a way to report progress. */
export interface EventRun {
  eventId: string;
  userId: string;
  lang: Lang;
  params: unknown;
  /** percent done (0-100) */
  progress(percent: number): Promise<void>;
}
/** Builds the result file of an event kind another domain owns (batch print); notes are kept on the event. */
export type EventRunner = (deps: AppDeps, run: EventRun) => Promise<ExportFile & { notes?: string[] }>;
/** The kinds of events other domains own. */
export type RunnerKind = Exclude<AsyncEventKind, AsyncExportKind>;
/**
 * Who builds the files of the kinds other domains own, handed over by the composition root (app.ts) to the routes
 * that run events again (manualExecuteEvent); a kind without a runner fails its run.
 */
export type EventRunners = Partial<Record<RunnerKind, EventRunner>>;

/** Queues an export for a user (the download notice lists it; manualExecuteEvent runs it). */
export async function createAsyncEvent(
  db: Database,
  input: { userId: string; kind: AsyncExportKind; lang: Lang; name?: string },
): Promise<AsyncEvent> {
  const name = input.name ?? t(input.lang, NAME_KEYS[input.kind]);
  return repo.insertEvent(db, { id: crypto.randomUUID(), userId: input.userId, kind: input.kind, name });
}

/**
 * Queues an event of another domain's kind (named by that domain) and starts its run at once in this
 * process; the answer is the event as queued. The run's end is recorded on the event like any run.
 */
export async function startAsyncEvent(
  deps: AppDeps,
  input: { userId: string; kind: RunnerKind; lang: Lang; name: string; params: unknown },
  runner: EventRunner,
  logError: (err: unknown) => void,
): Promise<AsyncEvent> {
  const event = await repo.insertEvent(deps.db, { id: crypto.randomUUID(), ...input });
  const runners: EventRunners = { [input.kind]: runner };
  setImmediate(() => void runAsyncEvent(deps, runners, input.userId, event.id, input.lang, logError).catch(logError));
  return event;
}

/**
 * Runs one of the caller's events: marks it running (refused while another run is under way),
 * builds the file, stores it through the file storage and records the outcome. A failure is
 * recorded on the event (status failed, error) rather than answered as an error, so the notice
 * shows it; a re-run replaces the previous result file.
 */
export async function runAsyncEvent(
  deps: AppDeps,
  runners: EventRunners,
  userId: string,
  id: string,
  lang: Lang,
  logError: (err: unknown) => void = () => {},
): Promise<AsyncEvent> {
  const { db } = deps;
  const started = await db.transaction().execute(async (trx) => {
    const event = await repo.lockOwnEvent(trx, userId, id);
    if (!event) throw notFound('portal.eventNotFound');
    const stale = event.started_at && Date.now() - event.started_at.getTime() > STALE_RUN_MS;
    if (event.status === 'running' && !stale) throw conflict('portal.eventRunning');
    await repo.markRunning(trx, id);
    return event;
  });

  let outcome: Outcome;
  try {
    const file = await produce(deps, runners, { eventId: id, kind: started.kind, userId, lang, params: started.params });
    const stored = await storeFile(deps, { ownerId: userId, fileName: file.fileName, contentType: file.contentType, bytes: file.bytes });
    outcome = { status: 'success', fileId: stored.id, fileName: file.fileName, notes: file.notes };
  } catch (err) {
    // our own errors carry a message meant for the user; others are logged and shown only as a failure
    if (!(err instanceof AppError)) logError(err);
    const reason = err instanceof AppError ? text(lang, err.key, err.params) : t(lang, 'eventInternal');
    // a run may name what it left out even when it fails (a batch print with nothing printable)
    const notes = err instanceof AppError && Array.isArray(err.details) ? err.details.map(String) : undefined;
    outcome = { status: 'failed', error: t(lang, 'eventFailed', { reason }), notes };
  }
  return finish(deps, userId, id, outcome, started.result_file_id);
}

async function produce(
  deps: AppDeps,
  runners: EventRunners,
  run: { eventId: string; kind: AsyncEventKind; userId: string; lang: Lang; params: unknown },
): Promise<ExportFile & { notes?: string[] }> {
  if (run.kind === 'messages.csv' || run.kind === 'department-users.csv') return runExport(deps.db, run.kind, run.userId, run.lang);
  const runner = runners[run.kind];
  if (!runner) throw new Error(`no runner for async events of kind ${run.kind}`);
  return runner(deps, { ...run, progress: (percent) => repo.setProgress(deps.db, run.eventId, percent) });
}

async function finish(deps: AppDeps, userId: string, id: string, outcome: Outcome, previousFileId: string | null): Promise<AsyncEvent> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await repo.recordOutcome(trx, userId, id, outcome);
    await publishEvent(trx, { type: 'asyncEvent.finished', userIds: [userId], data: { id, status: outcome.status } });
    return updated;
  });
  // the event was deleted while it ran: its new file has no owner any more
  if (!row) {
    if (outcome.status === 'success') await removeFile(deps, outcome.fileId);
    throw notFound();
  }
  if (outcome.status === 'success' && previousFileId && previousFileId !== outcome.fileId) await removeFile(deps, previousFileId);
  return row;
}

/** The result file of one of the caller's finished events. */
export async function openEventResult(deps: AppDeps, userId: string, eventId: string): Promise<OpenedFile> {
  const event = await repo.ownEvent(deps.db, userId, eventId);
  if (!event) throw notFound('portal.eventNotFound');
  if (event.status !== 'success' || !event.result_file_id) throw notFound('portal.eventNoResult');
  const file = await openFile(deps, event.result_file_id);
  if (!file) throw notFound('portal.eventNoResult');
  return { ...file, fileName: event.result_file_name ?? file.fileName };
}

/** Deletes the caller's events (one, or all) and their result files; other users' rows are never touched. */
export async function deleteEvents(deps: AppDeps, userId: string, id?: string): Promise<number> {
  const fileIds = await repo.deleteOwnEvents(deps.db, userId, id);
  for (const fileId of fileIds) if (fileId) await removeFile(deps, fileId);
  return fileIds.length;
}

/** One page of the caller's events, newest first. */
export const pageOwnEvents = (db: Database, userId: string, body: QueryBody): Promise<PageResult<AsyncEvent>> =>
  filteredPage(body, repo.eventFilters, (q) => repo.pageEvents(db, userId, q));

/** Deletes one of the caller's events; an unknown id (or another user's) is not found. */
export async function deleteEvent(deps: AppDeps, userId: string, id: string): Promise<number> {
  const count = await deleteEvents(deps, userId, id);
  if (!count) throw notFound('portal.eventNotFound');
  return count;
}
