import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { SIGN_TIME_FORMAT, SIGN_TIME_UTC_OFFSET_MINUTES, type SignatureEntry, type SignatureFieldConfig } from '@contract/seals';

/**
 * The signature of a form (spec 02 §3-§5), as pure functions: the status machine of one signing at a time, and the
 * entries a signature field holds (JSON text of a list, one entry per signer).
 */

export type { SignatureEntry };

/** disable (nothing under way) → start (a signing was asked for) → ing (its request runs) → success | fail; reset. */
export type SignatureStatus = 'disable' | 'start' | 'ing' | 'success' | 'fail';

/** What a signing was started with: the field, replace or append, secret-free, and the seal password typed. */
export interface SignatureConfig {
  field: string;
  isCover: boolean;
  secretFree: boolean;
  password: string;
}

export const EMPTY_CONFIG: SignatureConfig = Object.freeze({ field: '', isCover: false, secretFree: false, password: '' });

export interface SignatureState {
  status: SignatureStatus;
  config: SignatureConfig;
}

export const INITIAL_SIGNATURE: SignatureState = Object.freeze({ status: 'disable', config: EMPTY_CONFIG });

export type SignatureEvent =
  { type: 'start'; config: SignatureConfig } | { type: 'request' } | { type: 'result'; ok: boolean } | { type: 'reset' };

/**
 * Why an event changed nothing: `noSignature` is a signing asked for another field while one is starting or running
 * (spec 02 §5 'no signature obtained'); `busy` the same field asked again while its request runs; `outOfTurn` an event
 * the status does not take.
 */
export type SignatureRefusal = 'noSignature' | 'busy' | 'outOfTurn';

export interface SignatureStep {
  state: SignatureState;
  refusal: SignatureRefusal | null;
}

const running = (s: SignatureStatus) => s === 'start' || s === 'ing';

/** The next state of the signature for an event, or the same state and why not. */
export function signatureStep(state: SignatureState, event: SignatureEvent): SignatureStep {
  const refuse = (refusal: SignatureRefusal): SignatureStep => ({ state, refusal });
  switch (event.type) {
    case 'start':
      if (running(state.status) && state.config.field !== event.config.field) return refuse('noSignature');
      // while starting, the same field may start again with what the user typed since (the seal password)
      if (state.status === 'ing') return refuse('busy');
      if (!event.config.field) return refuse('outOfTurn');
      return { state: { status: 'start', config: { ...event.config } }, refusal: null };
    case 'request':
      return state.status === 'start' ? { state: { ...state, status: 'ing' }, refusal: null } : refuse('outOfTurn');
    case 'result':
      return state.status === 'ing' ? { state: { ...state, status: event.ok ? 'success' : 'fail' }, refusal: null } : refuse('outOfTurn');
    case 'reset':
      return { state: INITIAL_SIGNATURE, refusal: null };
  }
}

/** A field's settings with the spec's defaults (isCover false, secretFree false). */
export function fieldSettings(config: SignatureFieldConfig | undefined): { isCover: boolean; secretFree: boolean } {
  return { isCover: config?.isCover === true, secretFree: config?.secretFree === true };
}

dayjs.extend(utc);

/** The signing time as entries hold it: YYYY-MM-DD:HH:mm:ss (spec 02 §9) in China time, as the server stamps it. */
export const signTime = (at: Date = new Date()): string => dayjs(at).utcOffset(SIGN_TIME_UTC_OFFSET_MINUTES).format(SIGN_TIME_FORMAT);

const isEntry = (v: unknown): v is SignatureEntry => {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return typeof e.userId === 'string' && typeof e.name === 'string';
};

/**
 * The entries of a field's value: the JSON text of a list (or the list itself); anything else holds none. Entries
 * keep what they hold (one without a file is shown as such, not dropped), and a seal's grant until it is sent.
 */
export function parseSignatures(value: unknown): SignatureEntry[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (!value.trim()) return [];
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isEntry).map((e, i) => ({
    index: Number.isInteger(e.index) && e.index > 0 ? e.index : i + 1,
    userId: e.userId,
    name: e.name,
    signature: typeof e.signature === 'string' ? e.signature : '',
    createTime: typeof e.createTime === 'string' ? e.createTime : '',
    ...(typeof e.grant === 'string' && e.grant ? { grant: e.grant } : {}),
  }));
}

/** What a signing places: a picture, and for a seal the grant of its password check (the server uses it up). */
export interface SignaturePicture {
  fileId: string;
  grant?: string;
}

export const serializeSignatures = (entries: SignatureEntry[]): string => JSON.stringify(entries);

/**
 * The entries after a signer signs with a picture. isCover: the new entry replaces them all (the field keeps the
 * latest signature). Otherwise one entry per signer: the signer's own entry is replaced in place, or a new one appended.
 */
export function placeSignature(
  entries: SignatureEntry[],
  signer: { userId: string; name: string },
  picture: SignaturePicture,
  isCover: boolean,
  at: Date = new Date(),
): SignatureEntry[] {
  const entry = {
    userId: signer.userId,
    name: signer.name,
    signature: picture.fileId,
    createTime: signTime(at),
    ...(picture.grant ? { grant: picture.grant } : {}),
  };
  if (isCover) return [{ index: 1, ...entry }];
  const own = entries.findIndex((e) => e.userId === signer.userId);
  if (own >= 0) return entries.map((e, i) => (i === own ? { index: e.index, ...entry } : e));
  const next = entries.reduce((max, e) => Math.max(max, e.index), 0) + 1;
  return [...entries, { index: next, ...entry }];
}

/** A signer's entry taken back (before the form is sent). */
export const withoutSigner = (entries: SignatureEntry[], userId: string): SignatureEntry[] => entries.filter((e) => e.userId !== userId);
