import { SIGN_TIME_UTC_OFFSET_MINUTES } from '../../../../contract/seals.js';
import { wfError } from '../messages.js';

/**
 * Signature fields (spec 02 §3): the value is JSON text of a list of entries, one per user. The
 * acting user may only add, replace or take back HIS OWN entry; the server names him, stamps the
 * time, and keeps everyone else's entries exactly as stored.
 */
export interface SignatureEntry {
  index: number;
  userId: string;
  name: string;
  /** the file id of the signature image */
  signature: string;
  /** YYYY-MM-DD:HH:mm:ss in China time (UTC+8) */
  createTime: string;
}

/** The zone of createTime: the company's, China (UTC+8, no daylight saving), whatever the server's clock zone. */
export const SIGNATURE_UTC_OFFSET_MINUTES = SIGN_TIME_UTC_OFFSET_MINUTES;
const MAX_ENTRIES = 200;

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 02 §9: YYYY-MM-DD:HH:mm:ss, in China time. */
export function signatureTime(now: Date = new Date()): string {
  const t = new Date(now.getTime() + SIGNATURE_UTC_OFFSET_MINUTES * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}:${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

const isEntry = (e: unknown): e is SignatureEntry => {
  if (!e || typeof e !== 'object') return false;
  const o = e as Record<string, unknown>;
  return typeof o.userId === 'string' && typeof o.signature === 'string';
};

/** The entries of a value (JSON text or a list); null when it is neither. */
export function parseSignatures(v: unknown): unknown[] | null {
  if (v === null || v === undefined || v === '') return [];
  let list = v;
  if (typeof v === 'string') {
    try {
      list = JSON.parse(v);
    } catch {
      return null;
    }
  }
  return Array.isArray(list) ? list : null;
}

/** The stored entries (anything unreadable is no entry). */
export function storedSignatures(v: unknown): SignatureEntry[] {
  return (parseSignatures(v) ?? []).filter(isEntry);
}

/**
 * The new value of a signature field: the stored entries of others, and the caller's own entry as
 * the input has it (none when the input leaves it out). `newFile` is the signature file the caller
 * adds, which he must be allowed to use; `grant` the seal grant his entry carries (never stored).
 * A field that covers (spec 02 §3 isCover) keeps only the newest signature: a new entry replaces
 * every earlier one, the caller's own and the others' (issue 29 item 20).
 */
export function mergeSignatures(
  stored: unknown,
  input: unknown,
  user: { id: string; fullname: string },
  label: string,
  now: Date = new Date(),
  cover = false,
): { value: string | null; newFile: string | null; grant: string | null } {
  const given = parseSignatures(input);
  if (!given || given.length > MAX_ENTRIES) throw wfError(400, 'form.valueSignature', { field: label });
  const mine = given.filter((e) => e && typeof e === 'object' && (e as Record<string, unknown>).userId === user.id);
  if (mine.length > 1) throw wfError(400, 'form.valueSignature', { field: label });
  const before = storedSignatures(stored);
  const own = before.find((e) => e.userId === user.id);
  const others = before.filter((e) => e.userId !== user.id);
  let entry: SignatureEntry | null = null;
  let newFile: string | null = null;
  let grant: string | null = null;
  if (mine.length) {
    const given = mine[0] as Record<string, unknown>;
    const file = given.signature;
    if (typeof file !== 'string' || !file.trim() || file.length > 64) throw wfError(400, 'form.valueSignature', { field: label });
    if (given.grant !== undefined && (typeof given.grant !== 'string' || given.grant.length > 64))
      throw wfError(400, 'form.valueSignature', { field: label });
    if (own && own.signature === file) entry = own;
    else {
      const index = own?.index ?? Math.max(0, ...before.map((e) => (Number.isFinite(e.index) ? e.index : 0))) + 1;
      entry = { index, userId: user.id, name: user.fullname, signature: file, createTime: signatureTime(now) };
      newFile = file;
      grant = (given.grant as string | undefined) || null;
    }
  }
  if (cover && newFile && entry) return { value: JSON.stringify([{ ...entry, index: 1 }]), newFile, grant };
  const entries = [...others, ...(entry ? [entry] : [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return { value: entries.length ? JSON.stringify(entries) : null, newFile, grant };
}
