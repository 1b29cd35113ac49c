import { useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgDetail, OrgNode, PostRow } from '@/api/adminOrg';
import {
  adminOrgQueries,
  useCloseOrg,
  useCreateOrg,
  useMergeOrg,
  useMoveOrg,
  useRemovePost,
  useReopenOrg,
  useSaveOrg,
  useSavePost,
} from '../queries';
import { MergeDialog, OrgCreateDialog, OrgEditDialog } from './OrgDialogs';
import { HoldersDialog, PostDialog } from './PostDialogs';

type Dialog = 'edit' | 'child' | 'merge' | 'move' | 'post' | null;

/** The chosen unit: its facts, leaders and posts, and what an administrator does with it. */
export function OrgDetailPanel({
  orgId,
  demId,
  nodes,
  onSelect,
}: {
  orgId: string;
  demId: string;
  nodes: readonly OrgNode[];
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('adminOrg');
  const { message } = App.useApp();
  const detail = useQuery(adminOrgQueries.detail(orgId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [post, setPost] = useState<PostRow | null>(null);
  const [holdersOf, setHoldersOf] = useState<PostRow | null>(null);
  const done = (text: string) => () => {
    message.success(text);
    setDialog(null);
  };
  const save = useSaveOrg(done(t('common.saved')));
  const create = useCreateOrg((made) => {
    done(t('common.saved'))();
    onSelect(made.id);
  });
  const merge = useMergeOrg((target) => {
    done(t('org.merged'))();
    onSelect(target.id);
  });
  const close = useCloseOrg(done(t('org.closedDone')));
  const move = useMoveOrg(done(t('org.moved')));
  const reopen = useReopenOrg(done(t('org.reopened')));
  const savePost = useSavePost(done(t('common.saved')));
  const removePost = useRemovePost(done(t('common.removed')));
  const org: OrgDetail | undefined = detail.data;
  if (!org) return <Card size="small" loading={detail.isFetching} />;
  const open = org.status === 'active';
  const versioned = { id: org.id, version: org.version };

  const postColumns = [
    {
      key: 'name',
      title: t('common.name'),
      dataIndex: 'name',
      render: (v: string, p: PostRow) =>
        p.isLeader ? (
          <Space>
            {v}
            <Tag color="gold">{t('posts.leader')}</Tag>
          </Space>
        ) : (
          v
        ),
    },
    { key: 'job', title: t('posts.job'), dataIndex: 'jobName', responsive: ['md' as const] },
    { key: 'holders', title: t('posts.holders'), dataIndex: 'holders', width: 80 },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      render: (_: unknown, p: PostRow) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setHoldersOf(p)} aria-label={t('posts.holdersOf', { name: p.name })}>
            {t('posts.holders')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => (setPost(p), setDialog('post'))}
            aria-label={t('common.editNamed', { name: p.name })}
          >
            {t('common.edit')}
          </Button>
          <Popconfirm title={t('posts.removeConfirm')} onConfirm={() => removePost.mutate({ id: p.id, version: p.version })}>
            <Button type="link" size="small" danger aria-label={t('common.removeNamed', { name: p.name })}>
              {t('common.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          {org.name}
          {!open && <Tag>{t('org.closed')}</Tag>}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {open && (
          <>
            <Button type="primary" onClick={() => setDialog('child')}>
              {t('org.addChild')}
            </Button>
            <Button onClick={() => setDialog('edit')}>{t('org.edit')}</Button>
            <Button onClick={() => setDialog('move')}>{t('org.moveTo')}</Button>
            <Button onClick={() => setDialog('merge')}>{t('org.merge')}</Button>
            <Popconfirm title={t('org.closeConfirm', { name: org.name })} onConfirm={() => close.mutate(versioned)}>
              <Button danger loading={close.isPending}>
                {t('org.close')}
              </Button>
            </Popconfirm>
          </>
        )}
        {!open && (
          <Button onClick={() => reopen.mutate(versioned)} loading={reopen.isPending}>
            {t('org.reopen')}
          </Button>
        )}
      </Space>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('common.code')}>{org.code}</Descriptions.Item>
        <Descriptions.Item label={t('org.pathName')}>{org.pathName}</Descriptions.Item>
        <Descriptions.Item label={t('org.leaders')}>
          {org.leaders.length ? org.leaders.map((l) => `${l.fullname} (${l.account})`).join(', ') : t('org.noLeader')}
        </Descriptions.Item>
        <Descriptions.Item label={t('org.members')}>{org.members}</Descriptions.Item>
      </Descriptions>
      <Space style={{ margin: '16px 0 8px', justifyContent: 'space-between', width: '100%' }} wrap>
        <strong>{t('posts.ofUnit')}</strong>
        {open && (
          <Button size="small" onClick={() => (setPost(null), setDialog('post'))}>
            {t('posts.add')}
          </Button>
        )}
      </Space>
      {org.posts.length ? (
        <Table<PostRow>
          rowKey="id"
          size="small"
          pagination={false}
          columns={postColumns}
          dataSource={org.posts}
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('posts.none')} />
      )}
      <OrgEditDialog
        open={dialog === 'edit'}
        org={org}
        busy={save.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(v) => save.mutate({ ...versioned, code: v.code, name: v.name, leaderIds: v.leaderIds ?? [] })}
      />
      <OrgCreateDialog
        open={dialog === 'child'}
        parent={org}
        busy={create.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(v) => create.mutate({ demId, parentId: org.id, code: v.code, name: v.name })}
      />
      <MergeDialog
        open={dialog === 'merge'}
        org={org}
        nodes={nodes}
        busy={merge.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(targetId) => targetId && merge.mutate({ ...versioned, targetId })}
      />
      <MergeDialog
        mode="move"
        open={dialog === 'move'}
        org={org}
        nodes={nodes}
        busy={move.isPending}
        onClose={() => setDialog(null)}
        // at the end of its new siblings (the server keeps the position within them)
        onSubmit={(parentId) => move.mutate({ ...versioned, parentId, position: 100000 })}
      />
      <PostDialog
        open={dialog === 'post'}
        post={post}
        orgId={org.id}
        busy={savePost.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(v) => savePost.mutate(v)}
      />
      <HoldersDialog post={holdersOf} onClose={() => setHoldersOf(null)} />
    </Card>
  );
}
