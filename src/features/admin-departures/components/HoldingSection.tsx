import { Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOVABLE_KINDS } from '@contract/departures';
import type { MovableKind, PlanGroup } from '@/api/departures';
import { UserSelect } from '@/shared/ui/UserSelect';

const MOVABLE = new Set<string>(MOVABLE_KINDS);

interface Props {
  group: PlanGroup;
  userId: string;
  /** the default new owner's name (the leader), or null when none was found */
  leaderName: string | null;
  chosen: string | undefined;
  onChoose: (kind: MovableKind, userId: string | undefined) => void;
}

/** One kind of what the leaving user holds: how many, the list, and whom they go to (a picker for movable kinds). */
export function HoldingSection({ group, userId, leaderName, chosen, onChoose }: Props) {
  const { t } = useTranslation('departures');
  const movable = MOVABLE.has(group.kind);
  const pickerId = `departure-target-${group.kind}`;
  const title = t(`kind.${group.kind}`, { count: group.count });
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {movable ? (
          <Flex gap={8} align="center" style={{ minWidth: 0, flex: '1 1 240px', maxWidth: 360 }}>
            <label htmlFor={pickerId} style={{ whiteSpace: 'nowrap' }}>
              {t('goesTo')}
            </label>
            <div style={{ flex: 1, minWidth: 0 }}>
              <UserSelect
                id={pickerId}
                aria-label={t('chooseFor', { kind: title })}
                value={chosen}
                excludeIds={[userId]}
                groups={false}
                placeholder={
                  group.kind === 'todo'
                    ? t('defaultTodo', { name: leaderName ?? t('nobody') })
                    : t('defaultLeader', { name: leaderName ?? t('nobody') })
                }
                onChange={(v) => onChoose(group.kind as MovableKind, typeof v === 'string' ? v : undefined)}
              />
            </div>
          </Flex>
        ) : null}
      </Flex>
      {group.kind === 'rules' ? <Typography.Paragraph type="secondary">{t('rulesNote')}</Typography.Paragraph> : null}
      {group.kind === 'delegations' ? <Typography.Paragraph type="secondary">{t('delegationsNote')}</Typography.Paragraph> : null}
      {group.kind === 'requests' ? <Typography.Paragraph type="secondary">{t('requestsNote')}</Typography.Paragraph> : null}
      <List
        size="small"
        dataSource={group.items}
        renderItem={(item) => (
          <List.Item>
            <Flex vertical style={{ minWidth: 0, width: '100%' }}>
              <Typography.Text ellipsis={{ tooltip: item.title }}>{item.title}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {group.kind === 'delegations'
                  ? t(`delegation.${item.detail.replace(':', '.')}`, { defaultValue: item.detail })
                  : item.detail}
                {movable ? ` → ${item.target?.name ?? t('nobody')}` : ''}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {group.count > group.items.length ? (
        <Typography.Text type="secondary">{t('more', { count: group.count - group.items.length })}</Typography.Text>
      ) : null}
    </section>
  );
}
