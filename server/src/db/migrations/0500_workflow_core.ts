import { sql, type Kysely } from 'kysely';

/**
 * The workflow domain: classification types, forms, BPMN definitions, instances (with their
 * engine state and its optimistic-lock version), tasks (one row per person who holds a piece of
 * work), opinions, and the small records around them. Names are jsonb {zh-CN, en-US, id}.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wf_type (
      id text primary key,
      parent_id text references wf_type(id) on delete cascade,
      name jsonb not null,
      sort int not null default 0
    );
    create index wf_type_parent on wf_type(parent_id);

    create table wf_form (
      form_key text primary key,
      name jsonb not null,
      fields jsonb not null,
      permissions jsonb not null,
      summary_fields jsonb not null default '[]',
      updated_at timestamptz not null default now()
    );

    create table wf_def (
      id text primary key,
      def_key text not null,
      name jsonb not null,
      description text,
      version int not null,
      is_main boolean not null default false,
      -- deploy | forbidden
      status text not null default 'deploy',
      type_id text references wf_type(id) on delete set null,
      form_key text references wf_form(form_key),
      bpmn_xml text not null,
      -- nodes, flows and node settings read from the XML at deployment
      model jsonb not null,
      -- false: only reachable through a call activity, never started by hand
      startable boolean not null default true,
      created_by text references uc_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (def_key, version)
    );
    create unique index wf_def_main on wf_def(def_key) where is_main;

    -- who may start a definition (by key): everyone, a role, an org subtree or a user
    create table wf_def_right (
      def_key text not null,
      kind text not null,
      ref text not null default '',
      primary key (def_key, kind, ref)
    );

    create table wf_instance (
      id text primary key,
      root_id text not null,
      parent_id text references wf_instance(id) on delete cascade,
      parent_execution_id text,
      parent_node_id text,
      def_id text not null references wf_def(id),
      def_key text not null,
      def_name jsonb not null,
      type_id text,
      subject text not null,
      -- business number
      prop1 text,
      -- running | end | manual_end | backToStart | revoker_to_start
      status text not null,
      is_hang_up boolean not null default false,
      urgent_state int not null default 0,
      creator_id text not null references uc_user(id),
      creator_name text not null,
      create_time timestamptz not null default now(),
      end_time timestamptz,
      form_data jsonb not null default '{}',
      form_data_version int not null default 1,
      ai_summary text,
      -- approvers resolved per node {nodeId: [userId]}
      node_users jsonb not null default '{}',
      -- node ids the engine has entered, for the flow image
      reached jsonb not null default '[]',
      engine_state jsonb,
      -- optimistic lock: every engine state write checks and bumps it
      version int not null default 1
    );
    create index wf_instance_creator on wf_instance(creator_id, create_time desc);
    create index wf_instance_root on wf_instance(root_id);
    create index wf_instance_parent on wf_instance(parent_id) where parent_id is not null;
    create index wf_instance_time on wf_instance(create_time desc);

    create table wf_task (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      root_id text not null,
      node_id text not null,
      name text not null,
      -- engine execution waiting for this task; shared by the candidates of one group task
      execution_id text,
      -- the rows of one piece of work offered to several candidates share it
      group_id text not null,
      -- index within a countersign
      sign_index int,
      -- parallel | serial for countersigns
      sign_type text,
      -- the start node after backToStart / revoke: not an engine activity
      is_start boolean not null default false,
      def_id text not null,
      def_key text not null,
      def_name jsonb not null,
      type_id text,
      subject text not null,
      creator_id text not null,
      creator_name text not null,
      assignee_id text references uc_user(id),
      owner_id text references uc_user(id),
      candidate boolean not null default false,
      lock_user_id text references uc_user(id),
      -- todo | done | canceled
      status text not null default 'todo',
      is_read int not null default 0,
      action text,
      opinion text,
      completed_by text references uc_user(id),
      create_time timestamptz not null default now(),
      complete_time timestamptz,
      due_time timestamptz,
      delegated_at timestamptz
    );
    create index wf_task_todo on wf_task(assignee_id, status, create_time desc);
    create index wf_task_owner on wf_task(owner_id, status, create_time desc) where owner_id is not null;
    create index wf_task_done on wf_task(completed_by, complete_time desc) where completed_by is not null;
    create index wf_task_inst on wf_task(inst_id, status);
    create index wf_task_root on wf_task(root_id);
    create index wf_task_group on wf_task(group_id);

    create table wf_opinion (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      task_id text,
      node_id text not null,
      task_name text not null,
      status text not null,
      auditor_id text,
      auditor_name text,
      opinion text,
      files text,
      qualfieds jsonb not null default '[]',
      create_time timestamptz not null default now(),
      complete_time timestamptz,
      dur_ms bigint
    );
    create index wf_opinion_inst on wf_opinion(inst_id, complete_time);

    create table wf_saved_opinion (
      task_id text primary key references wf_task(id) on delete cascade,
      user_id text not null,
      opinion text not null,
      updated_at timestamptz not null default now()
    );

    create table wf_agent (
      id text primary key,
      principal_id text not null references uc_user(id) on delete cascade,
      agent_id text not null references uc_user(id) on delete cascade,
      def_keys jsonb not null default '[]',
      start_time timestamptz not null,
      end_time timestamptz not null,
      enabled boolean not null default true,
      create_time timestamptz not null default now()
    );
    create index wf_agent_principal on wf_agent(principal_id);

    create table wf_secretary (
      id text primary key,
      leader_id text not null references uc_user(id) on delete cascade,
      secretary_id text not null references uc_user(id) on delete cascade,
      def_keys jsonb not null default '[]',
      enabled boolean not null default true,
      create_time timestamptz not null default now(),
      unique (leader_id, secretary_id)
    );
    create index wf_secretary_secretary on wf_secretary(secretary_id);

    create table wf_approval_item (
      id text primary key,
      user_id text references uc_user(id) on delete cascade,
      expression text not null,
      sort int not null default 0,
      create_time timestamptz not null default now()
    );
    create index wf_approval_item_user on wf_approval_item(user_id);

    create table wf_often_flow (
      user_id text not null references uc_user(id) on delete cascade,
      def_key text not null,
      sort int not null default 0,
      primary key (user_id, def_key)
    );

    create table wf_like (
      ref_id text not null,
      user_id text not null references uc_user(id) on delete cascade,
      type text not null default 'instance',
      create_time timestamptz not null default now(),
      primary key (ref_id, user_id)
    );

    create table wf_collection (
      user_id text not null references uc_user(id) on delete cascade,
      inst_id text not null references wf_instance(id) on delete cascade,
      create_time timestamptz not null default now(),
      primary key (user_id, inst_id)
    );

    create table wf_draft (
      id text primary key,
      def_key text not null,
      user_id text not null references uc_user(id) on delete cascade,
      subject text not null,
      form_data jsonb not null,
      create_time timestamptz not null default now(),
      update_time timestamptz not null default now()
    );
    create index wf_draft_user on wf_draft(user_id, update_time desc);

    -- circulated (CC) items and notices of service nodes
    create table wf_notice (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      task_id text,
      -- circulate | notice
      kind text not null,
      from_user_id text,
      to_user_id text not null references uc_user(id) on delete cascade,
      node_id text,
      node_name text,
      opinion text,
      is_read int not null default 0,
      create_time timestamptz not null default now()
    );
    create index wf_notice_to on wf_notice(to_user_id, create_time desc);
    create index wf_notice_from on wf_notice(from_user_id, create_time desc);
    create index wf_notice_inst on wf_notice(inst_id);

    create table wf_exception (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      node_id text not null,
      node_name text not null,
      code text not null,
      params jsonb not null default '{}',
      create_time timestamptz not null default now()
    );
    create index wf_exception_time on wf_exception(create_time desc);

    create table wf_print_record (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      node_id text,
      template_id text,
      template_name text,
      user_id text not null,
      user_name text not null,
      create_time timestamptz not null default now()
    );
    create index wf_print_record_inst on wf_print_record(inst_id, create_time desc);

    -- null def_key: the default for every definition
    create table wf_watermark (
      id text primary key,
      def_key text unique,
      enabled boolean not null default true,
      -- {fullname}, {account} and {date} are filled per viewer
      template text not null,
      font_size int not null default 16,
      color text not null default 'rgba(0,0,0,0.08)',
      rotate int not null default -22
    );

    -- daily counters of business numbers
    create table wf_serial (
      prefix text not null,
      day text not null,
      value int not null,
      primary key (prefix, day)
    );

    -- every change of an instance's form data after the start
    create table wf_form_record (
      id text primary key,
      inst_id text not null references wf_instance(id) on delete cascade,
      task_id text,
      node_id text,
      user_id text not null,
      user_name text not null,
      version int not null,
      changes jsonb not null,
      create_time timestamptz not null default now()
    );
    create index wf_form_record_inst on wf_form_record(inst_id, version);
  `.execute(db);
  // trigram indexes make the flow search's LIKE '%x%' usable at scale; pg_trgm may be absent on a managed server
  const trgm = await sql<{ ok: boolean }>`select exists(select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
  if (trgm.rows[0]?.ok) {
    await sql`
      create index wf_instance_subject_trgm on wf_instance using gin (subject gin_trgm_ops);
      create index wf_instance_prop1_trgm on wf_instance using gin (prop1 gin_trgm_ops);
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists wf_form_record, wf_serial, wf_watermark, wf_print_record, wf_exception, wf_notice, wf_draft,
      wf_collection, wf_like, wf_often_flow, wf_approval_item, wf_secretary, wf_agent, wf_saved_opinion, wf_opinion,
      wf_task, wf_instance, wf_def_right, wf_def, wf_form, wf_type cascade
  `.execute(db);
}
