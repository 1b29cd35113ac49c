import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GroupRow, GroupUser } from '@/api/groups';
import { UserSelect } from '@/shared/ui/UserSelect';
import { groupQueries, useAddMembers, useRemoveMember, useSwapMembers } from '../queries';

/** The chosen group's members in order: added through the people picker, removed, reordered by drag or by buttons. */
export function MembersPanel({ group }: { group: GroupRow | null }) {
  const { t } = useTranslation('groups');
  if (!group)
    return (
      <Flex align="center" justify="center" style={{ minHeight: 200 }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.choose')} />
      </Flex>
    );
  return <Members key={group.id} group={group} />;
}

function Members({ group }: { group: GroupRow }) {
  const { t } = useTranslation('groups');
  const { message } = App.useApp();
  const members = useQuery(groupQueries.members(group.id));
  const [adding, setAdding] = useState<string[]>([]);
  const [dragged, setDragged] = useState<string | null>(null);
  const add = useAddMembers(group.id);
  const remove = useRemoveMember(group.id, () => message.success(t('members.removed')));
  const swap = useSwapMembers(group.id);
  const rows = members.data ?? [];
  const editable = group.canEdit;
  const busy = swap.isPending;

  const submitAdd = () =>
    add.mutate(adding, {
      onSuccess: () => {
        message.success(t('members.added', { count: adding.length }));
        setAdding([]);
      },
    });

  const order = (i: number) =>
    editable ? (
      <Space size={2}>
        <HolderOutlined aria-hidden style={{ cursor: 'grab', color: 'var(--ant-color-text-tertiary)' }} />
        <span>{i + 1}</span>
      </Space>
    ) : (
      i + 1
    );

  const columns = [
    { key: 'order', title: t('members.order'), width: 70, render: (_: unknown, _m: GroupUser, i: number) => order(i) },
    {
      key: 'person',
      title: t('members.person'),
      render: (_: unknown, m: GroupUser) => (
        <Space size={4} wrap>
          <span>
            {m.fullname} ({m.account})
          </span>
          {m.active ? null : <Tag color="warning">{t('members.inactive')}</Tag>}
        </Space>
      ),
    },
    { key: 'department', title: t('members.department'), dataIndex: 'orgName', ellipsis: true, responsive: ['sm' as const] },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('members.actions'),
            width: 150,
            render: (_: unknown, m: GroupUser, i: number) => (
              <Space size={2}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('members.moveUp', { name: m.fullname })}
                  disabled={i === 0 || busy}
                  onClick={() => swap.mutate({ id: m.id, targetId: rows[i - 1]!.id })}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('members.moveDown', { name: m.fullname })}
                  disabled={i === rows.length - 1 || busy}
                  onClick={() => swap.mutate({ id: m.id, targetId: rows[i + 1]!.id })}
                />
                <Popconfirm title={t('members.removeConfirm', { name: m.fullname })} onConfirm={() => remove.mutate(m.id)}>
                  <Button size="small" danger loading={remove.isPending && remove.variables === m.id}>
                    {t('members.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={t('members.titleOf', { name: group.name })}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('members.titleOf', { name: group.name })}
      </Typography.Title>
      {editable ? (
        <Flex gap={8} align="start" style={{ marginBottom: 8 }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <UserSelect
              mode="multiple"
              value={adding}
              onChange={(v) => setAdding(Array.isArray(v) ? v : v ? [v] : [])}
              excludeIds={rows.map((m) => m.userId)}
              excludeGroupIds={[group.id]}
              aria-label={t('members.addLabel')}
            />
          </div>
          <Button type="primary" disabled={!adding.length} loading={add.isPending} onClick={submitAdd}>
            {t('members.add')}
          </Button>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">{t('members.readOnly')}</Typography.Paragraph>
      )}
      {editable && rows.length > 1 ? <Typography.Paragraph type="secondary">{t('members.dragHint')}</Typography.Paragraph> : null}
      {members.isError ? <Alert type="error" showIcon title={t('members.loadFailed')} style={{ marginBottom: 8 }} /> : null}
      <Table<GroupUser>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={members.isFetching || busy}
        pagination={false}
        locale={{ emptyText: t('members.empty') }}
        onRow={(m, i) =>
          editable
            ? {
                draggable: true,
                onDragStart: (e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(m.id);
                },
                onDragOver: (e) => e.preventDefault(),
                onDrop: (e) => {
                  e.preventDefault();
                  if (dragged && dragged !== m.id && i !== undefined) swap.mutate({ id: dragged, position: i });
                  setDragged(null);
                },
                onDragEnd: () => setDragged(null),
                style: dragged === m.id ? { opacity: 0.5 } : undefined,
              }
            : {}
        }
      />
    </section>
  );
}
