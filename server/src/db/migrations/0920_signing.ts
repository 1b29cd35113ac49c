import { sql, type Kysely } from 'kysely';

/**
 * Signatures bound to their decisions and the server's own signing certificates:
 * - wf_opinion.decision_hash: SHA-256 over a completed task's facts (task, instance, node, action, opinion,
 *   user, time) and the hash of the form values it was made on (decision_form_hash), see signing/decision.ts;
 * - signing_ca: the CA the server creates on first start (one active; a retired one is kept to check old PDFs);
 * - signing_cert: one certificate per seal (and holder name) and one for the server, issued by that CA;
 *   private keys are stored encrypted (AES-256-GCM, key derived from the server's signing secret);
 * - signing_verification: one row per printed document, reached through its unguessable code (QR).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table wf_opinion add column decision_hash text, add column decision_form_hash text;

    create table signing_ca (
      id text primary key,
      subject text not null,
      cert_pem text not null,
      key_enc bytea not null,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    );
    create unique index signing_ca_one_active on signing_ca ((true)) where active;

    create table signing_cert (
      id text primary key,
      ca_id text not null references signing_ca(id),
      -- 'server', or 'seal:' and the seal's id
      subject_key text not null,
      holder_name text not null,
      cert_pem text not null,
      key_enc bytea not null,
      created_at timestamptz not null default now(),
      unique (ca_id, subject_key, holder_name)
    );

    create table signing_verification (
      code text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      pdf_sha256 text not null,
      pdf_size bigint not null,
      form_hash text not null,
      signers jsonb not null default '[]',
      -- each signature of the printed PDF: its byte range and the hash of its CMS (tells a changed copy from another file)
      signatures jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index signing_verification_inst on signing_verification(inst_id, created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists signing_verification, signing_cert, signing_ca;
    alter table wf_opinion drop column if exists decision_hash, drop column if exists decision_form_hash;
  `.execute(db);
}
