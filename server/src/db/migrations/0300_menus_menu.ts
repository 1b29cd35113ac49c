import { sql, type Kysely } from 'kysely';

/**
 * Menus: one tree per menu alias (front_menu for the portal), names in the three portal languages,
 * and the roles that see an item (an item without roles is seen by everyone signed in).
 * System modules and the home page's application tiles hang off the same domain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sys_menu (
      id text primary key,
      menu_alias text not null,
      parent_id text references sys_menu(id) on delete cascade,
      alias text not null,
      name_zh_cn text not null,
      name_en_us text not null,
      name_id text not null,
      -- an app path (may hold a query string) or a dotted id path for embedded pages
      path text not null,
      component text,
      icon text,
      sort int not null default 0,
      route_data jsonb,
      enabled boolean not null default true,
      unique (menu_alias, alias)
    );
    create index sys_menu_tree on sys_menu(menu_alias, parent_id, sort);
    -- role codes of uc_role.code; kept as codes so menus can be seeded before or after roles
    create table sys_menu_role (
      menu_id text not null references sys_menu(id) on delete cascade,
      role_code text not null,
      primary key (menu_id, role_code)
    );

    create table sys_module (
      id text primary key,
      name text not null,
      description text
    );
    create table sys_module_item (
      id text primary key,
      module_id text not null references sys_module(id) on delete cascade,
      type text not null check (type in ('workspace', 'datalist', 'viewlist', 'chart', 'other')),
      name text not null,
      code text not null,
      url text,
      column_name text,
      sort int not null default 0
    );
    create index sys_module_item_module on sys_module_item(module_id, sort);

    create table sys_app (
      id text primary key,
      menu_id text references sys_menu(id) on delete set null,
      name text not null,
      icon text,
      url text not null,
      open_type text not null default 'current' check (open_type in ('current', 'tab', 'external')),
      description text,
      sort int not null default 0,
      enabled boolean not null default true
    );
    create index sys_app_menu on sys_app(menu_id, sort);
    create table sys_app_role (
      app_id text not null references sys_app(id) on delete cascade,
      role_code text not null,
      primary key (app_id, role_code)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sys_app_role, sys_app, sys_module_item, sys_module, sys_menu_role, sys_menu cascade`.execute(db);
}
