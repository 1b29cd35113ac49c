import { useState } from 'react';
import { Card, Form, InputNumber, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobRow, PostRow } from '@/api/adminOrg';
import { CrudList, crudTexts, useCrudList, type CrudDialogState, type SaveMutation } from '@/shared/ui/CrudList';
import { FormDialog } from '@/shared/ui/FormDialog';
import type { Paging } from '@/shared/ui/PagedTable';
import { OrgSelect } from '@/shared/ui/OrgSelect';
import { SearchBox } from '@/shared/ui/SearchBox';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import type { JobSave } from '@/api/adminOrg';
import { CodeNameItems } from '../components/OrgDialogs';
import { HoldersDialog, PostDialog } from '../components/PostDialogs';
import { adminOrgQueries, useRemoveJob, useRemovePost, useSaveJob, useSavePost } from '../queries';

/** A job: code, name, level. */
function JobDialog({ crud, save }: { crud: CrudDialogState<JobRow>; save: SaveMutation<JobSave> }) {
  const { t } = useTranslation('adminOrg');
  const { editing } = crud;
  return (
    <FormDialog<JobRow, { code: string; name: string; level: number }>
      open={crud.open}
      editing={editing}
      busy={save.isPending}
      onClose={crud.close}
      title={editing ? t('jobs.edit') : t('jobs.add')}
      startValues={(j) => ({ code: j?.code ?? '', name: j?.name ?? '', level: j?.level ?? 1 })}
      onSubmit={(v) => save.mutate({ ...(editing ? { id: editing.id, version: editing.version } : {}), ...v })}
    >
      <CodeNameItems />
      <Form.Item name="level" label={t('jobs.level')} rules={[{ required: true, message: t('jobs.levelRequired') }]}>
        <InputNumber min={0} max={99} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}

function Jobs() {
  const { t } = useTranslation('adminOrg');
  const [name, setName] = useState('');
  const crud = useCrudList({
    texts: crudTexts(t, 'jobs', 'common'),
    query: (p: Paging) => adminOrgQueries.jobs(p, name),
    toEditing: (r: JobRow) => r,
  });
  const save = useSaveJob(crud.saved);
  const remove = useRemoveJob(crud.removed);
  const rows = crud.list.data?.rows ?? [];
  const columns: FitColumn<JobRow>[] = [
    { key: 'code', title: t('common.code'), dataIndex: 'code', width: 140, ellipsis: true },
    { key: 'name', title: t('common.name'), dataIndex: 'name', width: 180, ellipsis: true },
    { key: 'level', title: t('jobs.level'), dataIndex: 'level', width: 80 },
    { key: 'posts', title: t('jobs.posts'), dataIndex: 'posts', width: 80, priority: 3 },
  ];
  return (
    <CrudList
      crud={crud}
      columns={columns}
      remove={{
        ...remove,
        variables: remove.variables?.id,
        mutate: (id) => remove.mutate({ id, version: rows.find((r) => r.id === id)?.version ?? 1 }),
      }}
      toolbar={
        <SearchBox label={t('common.searchName')} allowClear onSearch={(v) => (setName(v), crud.setPaging({ ...crud.paging, page: 1 }))} />
      }
    >
      <JobDialog crud={crud} save={save} />
    </CrudList>
  );
}

function Posts() {
  const { t } = useTranslation('adminOrg');
  const [name, setName] = useState('');
  const [orgId, setOrgId] = useState<string | undefined>();
  const crud = useCrudList({
    texts: crudTexts(t, 'posts', 'common'),
    query: (p: Paging) => adminOrgQueries.posts(p, { name, orgId }),
    toEditing: (r: PostRow) => r,
  });
  const save = useSavePost(crud.saved);
  const remove = useRemovePost(crud.removed);
  const [holdersOf, setHoldersOf] = useState<PostRow | null>(null);
  const rows = crud.list.data?.rows ?? [];
  const columns: FitColumn<PostRow>[] = [
    { key: 'code', title: t('common.code'), dataIndex: 'code', width: 140, ellipsis: true, priority: 4 },
    {
      key: 'name',
      title: t('common.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      render: (v: string, p) =>
        p.isLeader ? (
          <Space size={4}>
            {v}
            <Tag color="gold">{t('posts.leader')}</Tag>
          </Space>
        ) : (
          v
        ),
    },
    { key: 'org', title: t('posts.org'), dataIndex: 'orgName', width: 140, ellipsis: true },
    { key: 'job', title: t('posts.job'), dataIndex: 'jobName', width: 120, ellipsis: true, priority: 3 },
    {
      key: 'holders',
      title: t('posts.holders'),
      dataIndex: 'holders',
      width: 90,
      render: (n: number, p) => (
        <a role="button" onClick={() => setHoldersOf(p)} aria-label={t('posts.holdersOf', { name: p.name })}>
          {n}
        </a>
      ),
    },
  ];
  return (
    <CrudList
      crud={crud}
      columns={columns}
      remove={{
        ...remove,
        variables: remove.variables?.id,
        mutate: (id) => remove.mutate({ id, version: rows.find((r) => r.id === id)?.version ?? 1 }),
      }}
      toolbar={
        <Space wrap>
          <SearchBox
            label={t('common.searchName')}
            allowClear
            onSearch={(v) => (setName(v), crud.setPaging({ ...crud.paging, page: 1 }))}
          />
          <div style={{ minWidth: 200 }}>
            <OrgSelect
              aria-label={t('posts.org')}
              placeholder={t('posts.org')}
              value={orgId ? [orgId] : []}
              onChange={(ids) => setOrgId(ids[0])}
            />
          </div>
        </Space>
      }
    >
      <PostDialog
        open={crud.open}
        post={crud.editing}
        orgId={crud.editing?.orgId ?? orgId ?? ''}
        busy={save.isPending}
        onClose={crud.close}
        onSubmit={(v) => save.mutate(v)}
      />
      <HoldersDialog post={holdersOf} onClose={() => setHoldersOf(null)} />
    </CrudList>
  );
}

/** 'admin-org/PostAdmin': jobs (code, name, level) and posts (a job in a unit) with who holds them. */
export default function PostAdmin() {
  const { t } = useTranslation('adminOrg');
  return (
    <Card size="small">
      <Tabs
        items={[
          { key: 'posts', label: t('posts.title'), children: <Posts /> },
          { key: 'jobs', label: t('jobs.title'), children: <Jobs /> },
        ]}
      />
    </Card>
  );
}
