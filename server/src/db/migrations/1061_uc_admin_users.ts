import { sql, type Kysely } from 'kysely';

/**
 * The administrators' users (issue 30): every write names the version it read (optimistic lock: of two administrators
 * editing one user, one wins), and the list stays fast at 100,000 users: by status and account, by creation, the
 * subtree of an organisation (path prefix), and text anywhere in account, name, mobile and e-mail (trigram indexes,
 * where pg_trgm is installed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table uc_user
      add column version int not null default 1,
      add column updated_at timestamptz not null default now();
    create index uc_user_status_account on uc_user(status, account);
    create index uc_user_created on uc_user(created_at, id);
    create index uc_user_account_lower on uc_user(lower(account));
    create index uc_user_employee_no on uc_user(employee_no);
    create index uc_org_path_prefix on uc_org(path text_pattern_ops);
    -- an organisation's members read from the index alone (the subtree filter's hash)
    create index uc_user_org_org_user on uc_user_org(org_id, user_id);
  `.execute(db);
  const trgm = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (trgm.rows[0]?.n)
    await sql`
      create index uc_user_account_trgm on uc_user using gin (account gin_trgm_ops);
      create index uc_user_fullname_trgm on uc_user using gin (fullname gin_trgm_ops);
      create index uc_user_pinyin_trgm on uc_user using gin (pinyin gin_trgm_ops);
      create index uc_user_mobile_trgm on uc_user using gin (mobile gin_trgm_ops);
      create index uc_user_email_trgm on uc_user using gin (email gin_trgm_ops);
    `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists uc_user_account_trgm, uc_user_fullname_trgm, uc_user_pinyin_trgm, uc_user_mobile_trgm,
      uc_user_email_trgm, uc_org_path_prefix, uc_user_org_org_user, uc_user_created, uc_user_account_lower, uc_user_employee_no, uc_user_status_account;
    alter table uc_user drop column if exists version, drop column if exists updated_at;
  `.execute(db);
}
