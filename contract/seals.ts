import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable, OptionalKey, PageResult, QueryBody } from './common.js';

/**
 * Electronic seals and stored signatures (spec 01 §7 "getElectronicSeal", "getSealByCurrentUserId"; spec 02 §3
 * "Signature entry"). A seal is an image an administrator gives a user, guarded by a password of its own; the seal's
 * secrets (its password hash) never leave the server. A seal is applied only through a check of its password (or
 * secret-free rule) for one task or start form: the check answers the picture with a one-time grant, which the form
 * write that places the picture consumes (docs/decisions.md "Seal grants").
 */

/** The entry a signature field holds per signer (spec 02 §3); the field's value is the JSON text of the list. */
export const SignatureEntry = Type.Object({
  index: Type.Integer({ minimum: 1 }),
  userId: Type.String({ maxLength: 64 }),
  name: Type.String({ maxLength: 128 }),
  /** the file id of the signature or seal image */
  signature: Type.String({ maxLength: 64 }),
  /** YYYY-MM-DD:HH:mm:ss (spec 02 §9) in China time (SIGN_TIME_UTC_OFFSET_MINUTES) */
  createTime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}:\\d{2}:\\d{2}:\\d{2}$' }),
  /** only in what the portal sends: the grant of the seal whose picture this entry places (used up, never stored) */
  grant: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SignatureEntry = Static<typeof SignatureEntry>;
/**
 * The settings of a signature field (spec 02 §3 "Signature config"): isCover replaces the entries with the new one
 * (else each signer has one entry, appended), secretFree lets a seal that allows it be used without its password.
 */
export const SignatureFieldConfig = Type.Object({
  isCover: Type.Optional(Type.Boolean({ default: false })),
  secretFree: Type.Optional(Type.Boolean({ default: false })),
});
export type SignatureFieldConfig = Static<typeof SignatureFieldConfig>;

/** The signing time's format (dayjs tokens): spec 02 §9. */
export const SIGN_TIME_FORMAT = 'YYYY-MM-DD:HH:mm:ss';
/** The zone a signing time is stored in: China time, UTC+8 with no daylight saving (shown in the reader's zone). */
export const SIGN_TIME_UTC_OFFSET_MINUTES = 480;

/** A seal as its owner's list shows it: no secrets, and not its picture (that comes with a check, as a grant). */
export const SealView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  secretFree: Type.Boolean(),
});
export type SealView = Static<typeof SealView>;

/** Minutes a grant may wait for the form write that places the seal. */
export const SEAL_GRANT_MINUTES = 120;

/** What a successful check answers: the seal, its picture, and the one-time grant to send with the signature entry. */
export const SealGrant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  secretFree: Type.Boolean(),
  fileId: Type.String(),
  grant: Type.String(),
  expireTime: Type.String(),
});
export type SealGrant = Static<typeof SealGrant>;

/** A seal as the administrators' list shows it. */
export const SealRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerId: Type.String(),
  ownerName: Type.String(),
  fileId: Nullable(Type.String()),
  secretFree: Type.Boolean(),
  status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  /** wrong passwords within the guessing window: at SEAL_GUESSES the seal waits */
  wrongGuesses: Type.Integer(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type SealRow = Static<typeof SealRow>;
export type SealStatus = SealRow['status'];

/** Seal passwords: 8 to 64 characters, with a letter and a digit; checked alike by the portal and the server. */
export const SEAL_PASSWORD_MIN = 8;
export const SEAL_PASSWORD_MAX = 64;
export function sealPasswordViolation(password: string): 'passwordLength' | 'passwordWeak' | null {
  if (password.length < SEAL_PASSWORD_MIN || password.length > SEAL_PASSWORD_MAX) return 'passwordLength';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'passwordWeak';
  return null;
}
/** Wrong passwords of one user on one seal within SEAL_GUESS_MINUTES before the seal refuses that user for a while. */
export const SEAL_GUESSES = 5;
export const SEAL_GUESS_MINUTES = 15;

export const SealSave = Type.Object(
  {
    /** absent for a new seal */
    id: OptionalKey(),
    name: Type.String({ minLength: 1, maxLength: 60 }),
    ownerId: Key(),
    /** a PNG uploaded through the upload call */
    fileId: Key(),
    /** required for a new seal; for an existing one, given means changed */
    password: Type.Optional(Type.String({ maxLength: SEAL_PASSWORD_MAX })),
    secretFree: Type.Boolean({ default: false }),
    status: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')], { default: 'enabled' }),
  },
  { additionalProperties: false },
);
export type SealSave = Static<typeof SealSave>;

export const SealPasswordReset = Type.Object(
  { id: Key(), password: Type.String({ maxLength: SEAL_PASSWORD_MAX }) },
  { additionalProperties: false },
);
export type SealPasswordReset = Static<typeof SealPasswordReset>;

/** Which seal, how it is unlocked, and where it is used: an open task, or the start form of a flow (one of them). */
const sealUse = {
  password: Type.Optional(Type.String({ maxLength: 256 })),
  secretFree: Type.Optional(Type.Boolean()),
  /** ours: which of the caller's seals; default the first enabled one */
  sealId: OptionalKey(),
  /** ours: the task whose form the seal is for */
  taskId: OptionalKey(),
  /** ours: the flow whose start form the seal is for */
  defKey: OptionalKey(128),
};
/** The spec's GET (the password in the address: kept for compatibility, the portal posts SealUseBody). */
export const ElectronicSealQuery = Type.Object({
  ...sealUse,
  /** accepted and ignored: the instance is the task's */
  instId: OptionalKey(),
});
export type ElectronicSealQuery = Static<typeof ElectronicSealQuery>;
export const SealUseBody = Type.Object(sealUse, { additionalProperties: false });
export type SealUseBody = Static<typeof SealUseBody>;

/** Why a use of a seal was refused, as the use log records it. */
export const SEAL_REFUSALS = ['wrongPassword', 'noPassword', 'secretFreeRefused', 'disabled', 'tooManyGuesses', 'noImage'] as const;
export type SealRefusal = (typeof SEAL_REFUSALS)[number];

export const SealUseRow = Type.Object({
  id: Type.String(),
  sealId: Type.String(),
  sealName: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  useTime: Type.String(),
  ok: Type.Boolean(),
  /** null for a use that went through */
  reason: Nullable(Type.String()),
  secretFree: Type.Boolean(),
  requestId: Type.String(),
  instId: Nullable(Type.String()),
  /** the title of the request (instance) the seal was used for; null for a start form's check (no request yet) */
  subject: Nullable(Type.String()),
  taskId: Nullable(Type.String()),
  /** check: a password or secret-free check (a grant when ok); apply: the seal placed into the instance's form */
  action: Type.Union([Type.Literal('check'), Type.Literal('apply')]),
});
export type SealUseRow = Static<typeof SealUseRow>;
export const SEAL_FILTERS = ['name', 'ownerId', 'status'] as const;
export const SEAL_USE_FILTERS = ['sealId', 'userId', 'ok', 'useTime', 'action'] as const;

/** The caller's stored signature image, reused instead of drawing each time. */
export const MySignature = Type.Object({ fileId: Nullable(Type.String()), updateTime: Nullable(Type.String()) });
export type MySignature = Static<typeof MySignature>;
export const MySignatureSave = Type.Object({ fileId: Key() }, { additionalProperties: false });

export const IdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 8000, description: 'comma separated' }) });

const SEAL = '/uc/electronicSeal/v1';
const SIGNATURE = '/uc/signature/v1';

export const SEAL_CALLS = {
  /** The caller's seal for signing: the password, or secretFree when the seal allows it. Every call is logged. */
  getElectronicSeal: call({ method: 'GET', path: `${SEAL}/getElectronicSeal`, query: ElectronicSealQuery, answer: SealGrant }),
  /** Ours: getElectronicSeal with the password in the body (what the portal calls). */
  useSeal: call({ method: 'POST', path: `${SEAL}/useSeal`, body: SealUseBody, answer: SealGrant }),
  /** The caller's enabled seals, without secrets or pictures. */
  getSealByCurrentUserId: call({ method: 'GET', path: `${SEAL}/getSealByCurrentUserId`, answer: Type.Array(SealView) }),
  /** Administrators (ours): the seals, one saved, removed, a password reset, the use log. */
  list: call({ method: 'POST', path: `${SEAL}/listJson`, body: QueryBody, answer: PageResult(SealRow) }),
  save: call({ method: 'POST', path: `${SEAL}/save`, body: SealSave, answer: SealRow }),
  remove: call({ method: 'DELETE', path: `${SEAL}/remove`, query: IdsQuery, answer: Type.Integer() }),
  resetPassword: call({ method: 'POST', path: `${SEAL}/resetPassword`, body: SealPasswordReset, answer: Type.Null() }),
  useLog: call({ method: 'POST', path: `${SEAL}/useLog`, body: QueryBody, answer: PageResult(SealUseRow) }),
  /** Ours: the use log's filtered rows as CSV (raw answer), as the other administration lists export. */
  exportUseLog: call({ method: 'POST', path: `${SEAL}/exportUseLog`, body: QueryBody }),
  /** Ours: the caller's stored signature image. */
  mySignature: call({ method: 'GET', path: `${SIGNATURE}/mine`, answer: MySignature }),
  saveMySignature: call({ method: 'POST', path: `${SIGNATURE}/mine`, body: MySignatureSave, answer: MySignature }),
  removeMySignature: call({ method: 'DELETE', path: `${SIGNATURE}/mine`, answer: MySignature }),
};
