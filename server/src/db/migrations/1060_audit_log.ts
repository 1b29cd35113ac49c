import { sql, type Kysely } from 'kysely';

/**
 * The audit log of administration (issue 30 item 3): append-only, each entry chained to the one before by a keyed hash
 * (HMAC-SHA256 with the key of AUDIT_KEY or DATA_DIR/audit.key, never in the database). `before` and `after` are kept as
 * the JSON text that was hashed (jsonb would reorder keys). `audit_head` holds the last entry's number and hash: every
 * append locks it, so entries are numbered without gaps in the order their transactions commit. Triggers refuse any
 * change or removal of an entry; whoever gets past them (a superuser) is caught by the chain check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      seq bigint primary key,
      at timestamptz not null,
      actor_id text,
      actor_account text not null,
      ip text,
      action text not null,
      target_type text not null,
      target_id text,
      target_name text,
      before text,
      after text,
      prev_hash text not null,
      hash text not null
    );
    create index audit_log_at on audit_log(at desc);
    create index audit_log_target on audit_log(target_type, target_id);
    create index audit_log_actor on audit_log(actor_account);
    create table audit_head (
      id int primary key check (id = 1),
      seq bigint not null,
      hash text not null
    );
    insert into audit_head (id, seq, hash) values (1, 0, '');
    create function audit_log_frozen() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$;
    create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_frozen();
    create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_frozen();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists audit_log, audit_head;
    drop function if exists audit_log_frozen();
  `.execute(db);
}
