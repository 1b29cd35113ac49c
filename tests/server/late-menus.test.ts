import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestContext } from './support/test-app.js';
import { injector, sessionFor, type Inject } from './portal-helpers.js';
import { seedLateMenus } from '../../server/src/seed/late-menus.js';

let ctx: TestContext;
let call: Inject;
beforeAll(async () => {
  ctx = await createTestApp();
  call = injector(ctx);
});
afterAll(() => ctx.close());

type Item = { alias: string; path: string; children?: Item[]; routeData?: unknown; openType?: string };
const aliases = (items: Item[]): string[] => items.flatMap((i) => [i.alias, ...aliases(i.children ?? [])]);

describe('menu items of screens added after a menu was seeded', () => {
  it('a menu seeded before mail, groups, notification settings, analytics and the large screen gets them once', async () => {
    const added = [
      'mail',
      'groups',
      'notifySettings',
      'analytics',
      'largeScreen',
      'myDashboard',
      'portalAdmin',
      'newsAdmin',
      'companySetup',
    ];
    // the menu as an older database has it
    await ctx.db
      .deleteFrom('sys_menu_role')
      .where('menu_id', 'in', ctx.db.selectFrom('sys_menu').select('id').where('alias', 'in', added))
      .execute();
    await ctx.db.deleteFrom('sys_menu').where('alias', 'in', added).execute();
    await sql`delete from app_meta where key in ('communication_menu_seed', 'analytics_menu_seed', 'dashboards_menu_seed', 'news_admin_menu_seed', 'company_setup_menu_seed')`.execute(
      ctx.db,
    );

    const admin = (await sessionFor(ctx, 'htadmin')).token;
    const before = (await call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', token: admin })).json().value as Item[];
    for (const a of added) expect(aliases(before)).not.toContain(a);

    await seedLateMenus(ctx.db);
    await seedLateMenus(ctx.db);
    const after = (await call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', token: admin })).json().value as Item[];
    for (const a of added) expect(aliases(after).filter((x) => x === a)).toHaveLength(1);
    // the large screen at the top level keeps its address and opens in a new window
    const screen = after.find((i) => i.alias === 'largeScreen');
    expect(screen).toBeDefined();
    expect(JSON.stringify(screen)).toContain('approval_screen');
    // analytics stays an administrator's item
    const employee = (await sessionFor(ctx, 'zhangwei')).token;
    const theirs = (await call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', token: employee })).json().value as Item[];
    expect(aliases(theirs)).not.toContain('analytics');
    expect(aliases(theirs)).not.toContain('newsAdmin');
    // issue 30: the company setup (the languages offered) reaches a demo company's administrators, last in its group
    expect(
      after
        .find((i) => i.alias === 'sysAdmin')
        ?.children?.map((c) => c.alias)
        .at(-1),
    ).toBe('companySetup');
    expect(aliases(theirs)).not.toContain('companySetup');
    // the news editor stands under its group
    expect(after.find((i) => i.alias === 'portalAdmin')?.children?.map((c) => c.alias)).toEqual(['newsAdmin']);
    expect(aliases(theirs)).toContain('mail');
  });
});

describe('menu names corrected after a menu was seeded', () => {
  it('issue 29: the Indonesian mail item of an older menu is renamed Surel, a name an administrator chose is kept', async () => {
    await ctx.db.updateTable('sys_menu').set({ name_id: 'Surat' }).where('alias', '=', 'mail').execute();
    await seedLateMenus(ctx.db);
    const name = async () =>
      (await ctx.db.selectFrom('sys_menu').select('name_id').where('alias', '=', 'mail').executeTakeFirstOrThrow()).name_id;
    expect(await name()).toBe('Surel');
    await ctx.db.updateTable('sys_menu').set({ name_id: 'Kotak masuk' }).where('alias', '=', 'mail').execute();
    await seedLateMenus(ctx.db);
    expect(await name()).toBe('Kotak masuk');
  });
});
