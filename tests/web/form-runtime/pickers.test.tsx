import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { ucOrgHandlers } from '../../../mocks/handlers/ucOrg';
import { listenToMocks } from '../support/mockServer';
import { field, renderForm } from './harness';

listenToMocks();

const open = (name: string) => fireEvent.mouseDown(screen.getByRole('combobox', { name }));
const choose = async (text: string) => {
  const option = await screen.findByText(text, { selector: '.ant-select-item-option-content, .ant-select-tree-title' });
  fireEvent.click(option);
};
const read = (values: () => Record<string, unknown>) => {
  fireEvent.click(screen.getByRole('button', { name: 'Read values' }));
  return values();
};

describe('department, post, role and user pickers', { timeout: 30_000 }, () => {
  it('picks a department from the tree, opening a level when it is expanded', async () => {
    const seen: { call: string; body: unknown }[] = [];
    server.use(...ucOrgHandlers(seen));
    const { values } = renderForm([field('dept', 'org')], { dept: 'w' });
    open('dept');
    const root = await screen.findByText('总公司', { selector: '.ant-select-tree-title' });
    expect(screen.queryByText('研发中心')).not.toBeInTheDocument();
    fireEvent.click(root.closest('.ant-select-tree-treenode')!.querySelector('.ant-select-tree-switcher')!);
    await choose('研发中心');
    expect(seen.filter((s) => s.call === 'orgsByParent').map((s) => s.body)).toEqual([
      { demId: 'dem-default', parentId: null },
      { demId: 'dem-default', parentId: 'org-root' },
    ]);
    // one department (the field says nothing of several), kept as a list of ids
    expect(read(values)).toEqual({ dept: ['org-rdc'] });
  });

  it('searches every department by name and shows its path', async () => {
    const { values } = renderForm([field('depts', 'org', { multiple: true })], { depts: 'w' });
    open('depts');
    fireEvent.change(screen.getByRole('combobox', { name: 'depts' }), { target: { value: '测试' } });
    await choose('总公司/研发中心/测试部');
    expect(read(values)).toEqual({ depts: ['org-qa'] });
  });

  it('picks several posts, narrowed by job, each shown with its department', async () => {
    const seen: { call: string; body: unknown }[] = [];
    server.use(...ucOrgHandlers(seen));
    const { values } = renderForm([field('posts', 'post', { multiple: true })], { posts: 'w' });
    open('posts');
    await choose('研发工程师 · 研发部');
    await choose('财务部经理 · 财务部');
    expect(read(values)).toEqual({ posts: ['post-rd-eng', 'post-finance-lead'] });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Job' }));
    await choose('工程师');
    open('posts');
    await waitFor(() =>
      expect(
        seen.some((s) => s.call === 'orgPostPage' && JSON.stringify(s.body).includes('"property":"jobId","value":"job-engineer"')),
      ).toBe(true),
    );
    expect(await screen.findByText('测试工程师 · 测试部', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    // a manager's post that is not chosen is left out; the chosen ones stay
    expect(screen.queryByText('研发部经理 · 研发部', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument();
  });

  it('finds enabled roles only, by name or code', async () => {
    const { values } = renderForm([field('role', 'role')], { role: 'w' });
    open('role');
    expect(await screen.findByText('员工', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.queryByText('已停用角色')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'role' }), { target: { value: 'fin' } });
    await waitFor(() => expect(screen.queryByText('员工', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument());
    await choose('财务人员');
    expect(read(values)).toEqual({ role: ['role-finance'] });
  });

  it('picks one user when the field allows one, as a list of one id', async () => {
    const { values } = renderForm([field('approver', 'user', { multiple: false })], { approver: 'w' });
    open('approver');
    fireEvent.change(screen.getByRole('combobox', { name: 'approver' }), { target: { value: '张' } });
    await choose('张伟 (zhangwei) · 研发部');
    expect(read(values)).toEqual({ approver: ['u-zhangwei'] });
  });

  it('names the values a saved form holds in its pickers', async () => {
    renderForm(
      [field('dept', 'org'), field('who', 'user'), field('post', 'post'), field('role', 'role')],
      {
        dept: 'w',
        who: 'w',
        post: 'w',
        role: 'w',
      },
      { dept: ['org-rd'], who: ['u-lina'], post: ['post-qa-eng'], role: ['role-hr'] },
    );
    expect(await screen.findByText('研发部')).toBeInTheDocument();
    expect(await screen.findByText('李娜')).toBeInTheDocument();
    expect(await screen.findByText('测试工程师 · 测试部')).toBeInTheDocument();
    expect(await screen.findByText('人事专员')).toBeInTheDocument();
    expect(screen.queryByText('org-rd')).not.toBeInTheDocument();
  });
});

describe('read-only references', { timeout: 30_000 }, () => {
  it('shows names, not ids, looked up once per set of ids', async () => {
    const seen: { call: string; body: unknown }[] = [];
    server.use(...ucOrgHandlers(seen));
    renderForm(
      [
        field('depts', 'org', { multiple: true }),
        field('users', 'user'),
        field('posts', 'post'),
        field('roles', 'role'),
        field('gone', 'org'),
      ],
      { depts: 'r', users: 'r', posts: 'r', roles: 'r', gone: 'r' },
      {
        depts: ['org-rd', 'org-qa'],
        users: ['u-zhangwei', 'u-lina'],
        posts: ['post-rd-lead'],
        roles: ['role-finance'],
        gone: ['org-nowhere'],
      },
    );
    const depts = await waitFor(() => {
      const el = document.querySelector('[data-field="depts"]')!;
      expect(el.textContent).toBe('研发部, 测试部');
      return el;
    });
    expect(within(depts as HTMLElement).getByText('研发部')).toHaveAttribute('title', '总公司/研发中心/研发部');
    await waitFor(() => expect(document.querySelector('[data-field="users"]')!.textContent).toBe('张伟, 李娜'));
    await waitFor(() => expect(document.querySelector('[data-field="posts"]')!.textContent).toBe('研发部经理'));
    await waitFor(() => expect(document.querySelector('[data-field="roles"]')!.textContent).toBe('财务人员'));
    await waitFor(() => expect(document.querySelector('[data-field="gone"]')!.textContent).toBe('(no longer exists: org-nowhere)'));
    const idLookups = seen.filter((s) => s.call === 'orgPage').map((s) => JSON.stringify(s.body));
    expect(idLookups).toEqual(
      expect.arrayContaining([expect.stringContaining('"property":"id","value":["org-qa","org-rd"],"operation":"IN"')]),
    );
  });
});
