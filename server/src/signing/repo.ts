import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/database.js';
import { withPrint } from '../print/tables.js';
import type { SigningCaTable, SigningCertTable, SigningVerificationTable } from './tables.js';

/** The SQL of the signing domain; every function takes the database or a transaction. */

export async function activeCa(db: Database) {
  return db.selectFrom('signing_ca').selectAll().where('active', '=', true).executeTakeFirst();
}

/** Adds a CA; false when another process added the active one first. */
export async function insertCa(db: Database, row: Insertable<SigningCaTable>): Promise<boolean> {
  const result = await db
    .insertInto('signing_ca')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function retireCa(db: Database, id: string): Promise<void> {
  await db.updateTable('signing_ca').set({ active: false, retired_at: new Date() }).where('id', '=', id).execute();
}

/** Every CA the server ever made (retired ones still vouch for the PDFs they signed). */
export async function caCertificates(db: Database): Promise<string[]> {
  return (await db.selectFrom('signing_ca').select('cert_pem').orderBy('created_at').execute()).map((r) => r.cert_pem);
}

export async function certificateRow(db: Database, caId: string, subjectKey: string, holderName: string) {
  return db
    .selectFrom('signing_cert')
    .selectAll()
    .where('ca_id', '=', caId)
    .where('subject_key', '=', subjectKey)
    .where('holder_name', '=', holderName)
    .executeTakeFirst();
}

/** Adds a certificate unless one for the same CA, subject and holder exists (two processes issuing at once). */
export async function insertCertificate(db: Database, row: Insertable<SigningCertTable>): Promise<void> {
  await db
    .insertInto('signing_cert')
    .values(row)
    .onConflict((oc) => oc.columns(['ca_id', 'subject_key', 'holder_name']).doNothing())
    .execute();
}

/** The company's name as the first tenant gives it. */
export async function firstTenantName(db: Database): Promise<string | null> {
  return (await db.selectFrom('uc_tenant').select('name').orderBy('id').executeTakeFirst())?.name ?? null;
}

export async function insertVerification(db: Database, row: Insertable<SigningVerificationTable>): Promise<void> {
  await db.insertInto('signing_verification').values(row).execute();
}

export async function verificationByCode(db: Database, code: string) {
  return db.selectFrom('signing_verification').selectAll().where('code', '=', code).executeTakeFirst();
}

/** When the print job of a verification code read the document's data (null: no print job holds the code). */
export async function printJobStart(db: Database, code: string): Promise<Date | null> {
  const job = await withPrint(db).selectFrom('print_job').select('created_at').where('code', '=', code).executeTakeFirst();
  return job ? new Date(job.created_at) : null;
}

/** What the verification page tells of an instance: subject, business number and its form values now. */
export async function instanceFacts(db: Database, instId: string) {
  return db
    .selectFrom('wf_instance')
    .select(['id', 'subject', 'prop1', 'form_data', 'status', 'def_id'])
    .where('id', '=', instId)
    .executeTakeFirst();
}

const DECISION_COLUMNS = [
  'id',
  'task_id',
  'inst_id',
  'node_id',
  'task_name',
  'status',
  'opinion',
  'auditor_id',
  'auditor_name',
  'complete_time',
  'decision_hash',
  'decision_form_hash',
] as const;

/** A person's row of an instance's history as decisionRows reads it. */
export type DecisionRecord = Awaited<ReturnType<typeof decisionRows>>[number];

/** The people's rows of an instance's history, in the order they were written. */
export async function decisionRows(db: Database, instId: string) {
  return db
    .selectFrom('wf_opinion')
    .select(DECISION_COLUMNS)
    .where('inst_id', '=', instId)
    .where('auditor_id', 'is not', null)
    .orderBy('complete_time')
    .orderBy('seq')
    .execute();
}

/** Every bound history row (the demo history's clock moves their times and seals them again). */
export async function boundDecisionRows(db: Database) {
  return db.selectFrom('wf_opinion').select(DECISION_COLUMNS).where('decision_hash', 'is not', null).execute();
}

export async function setDecisionHashes(db: Database, rows: { id: string; hash: string }[]): Promise<void> {
  if (!rows.length) return;
  await sql`update wf_opinion o set decision_hash = v.hash
    from unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.hash)}::text[]) as v(id, hash)
    where o.id = v.id`.execute(db);
}
