import { useState } from 'react';
import { Button, Empty, Flex, List, Popover, Spin, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupRow, GroupUser } from '@/api/groups';
import { groupMembersQuery, groupPickQuery } from './groupPickQuery';

interface Props {
  /** several people at once: a group adds all its active members; one person: a group lists its members to choose from */
  multiple: boolean;
  /** the group's active members in its order (multiple), or the one member chosen */
  onPick: (members: GroupUser[], group: GroupRow) => void;
  disabled?: boolean;
  /** people who may not be chosen here (left out of a group's member list) */
  excludeIds?: string[];
  /** groups not offered (the group being edited is no member of itself) */
  excludeGroupIds?: string[];
}

/** The button beside a people picker that picks by group: the caller's own groups and the shared ones. */
export function GroupPick({ multiple, onPick, disabled, excludeIds = [], excludeGroupIds = [] }: Props) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  const [browsing, setBrowsing] = useState<GroupRow | null>(null);
  const close = () => {
    setOpen(false);
    setBrowsing(null);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger="click"
      placement="bottomRight"
      title={browsing ? browsing.name : t('pick.title')}
      content={
        open ? (
          browsing ? (
            <GroupMembers
              group={browsing}
              excludeIds={excludeIds}
              onBack={() => setBrowsing(null)}
              onPick={(m) => {
                onPick([m], browsing);
                close();
              }}
            />
          ) : (
            <GroupChoices
              multiple={multiple}
              excludeGroupIds={excludeGroupIds}
              onChoose={(g, members) => {
                if (!multiple) return setBrowsing(g);
                onPick(members ?? [], g);
                close();
              }}
            />
          )
        ) : null
      }
    >
      <Tooltip title={t('pick.button')}>
        <Button icon={<UsergroupAddOutlined />} aria-label={t('pick.button')} disabled={disabled} />
      </Tooltip>
    </Popover>
  );
}

const listStyle = { width: 300, maxWidth: 'calc(100vw - 48px)', maxHeight: 320, overflowY: 'auto' } as const;

/** The groups to choose from; in multiple mode a chosen group's active members are fetched before it is handed on. */
interface ChoicesProps {
  multiple: boolean;
  excludeGroupIds: string[];
  onChoose: (g: GroupRow, members?: GroupUser[]) => void;
}

function GroupChoices({ multiple, excludeGroupIds, onChoose }: ChoicesProps) {
  const { t } = useTranslation('groups');
  const groups = useQuery({
    ...groupPickQuery(true),
    select: (rows: GroupRow[]) => rows.filter((g) => !excludeGroupIds.includes(g.id)),
  });
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const client = useQueryClient();

  const choose = async (g: GroupRow) => {
    if (!multiple) return onChoose(g);
    setPending(g.id);
    setFailed(false);
    try {
      onChoose(g, await client.fetchQuery(groupMembersQuery(g.id, true)));
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  if (groups.isPending) return <Spin size="small" />;
  if (groups.isError)
    return (
      <Flex vertical gap={8} style={listStyle}>
        <Typography.Text type="danger">{t('pick.loadFailed')}</Typography.Text>
        <Button size="small" onClick={() => void groups.refetch()}>
          {t('pick.retry')}
        </Button>
      </Flex>
    );
  if (!groups.data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pick.none')} style={listStyle} />;
  return (
    <div style={listStyle}>
      {failed ? <Typography.Text type="danger">{t('pick.loadFailed')}</Typography.Text> : null}
      <List
        size="small"
        dataSource={groups.data}
        renderItem={(g) => (
          <List.Item>
            <Button
              type="text"
              block
              style={{ textAlign: 'start', height: 'auto', whiteSpace: 'normal' }}
              loading={pending === g.id}
              disabled={g.memberCount - g.inactiveCount === 0}
              onClick={() => void choose(g)}
            >
              <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
                <span>
                  {g.name} {g.shared ? <Tag>{t('shared')}</Tag> : null}
                </span>
                <Typography.Text type="secondary">{t('pick.people', { count: g.memberCount - g.inactiveCount })}</Typography.Text>
              </Flex>
            </Button>
          </List.Item>
        )}
      />
    </div>
  );
}

interface MembersProps {
  group: GroupRow;
  excludeIds: string[];
  onBack: () => void;
  onPick: (m: GroupUser) => void;
}

/** One group's active members (but those excluded), to choose one from. */
function GroupMembers({ group, excludeIds, onBack, onPick }: MembersProps) {
  const { t } = useTranslation('groups');
  const members = useQuery({
    ...groupMembersQuery(group.id, true),
    select: (rows: GroupUser[]) => rows.filter((m) => !excludeIds.includes(m.userId)),
  });
  return (
    <div style={listStyle}>
      <Button size="small" type="link" icon={<ArrowLeftOutlined />} onClick={onBack}>
        {t('pick.back')}
      </Button>
      {members.isPending ? (
        <Spin size="small" />
      ) : members.isError ? (
        <Typography.Text type="danger">{t('pick.loadFailed')}</Typography.Text>
      ) : !members.data.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.empty')} />
      ) : (
        <List
          size="small"
          dataSource={members.data}
          renderItem={(m) => (
            <List.Item>
              <Button type="text" block style={{ textAlign: 'start' }} onClick={() => onPick(m)}>
                {m.fullname} ({m.account}){m.orgName ? ` · ${m.orgName}` : ''}
              </Button>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
