import { Descriptions, Drawer, Empty, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditChangeLine } from '@contract/audit';
import { formatDateTime } from '@/shared/time';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { auditQueries } from '../queries';
import { actionName, targetTypeName } from './actionName';

/** A recorded JSON value as it reads best: strings without their quotes. */
function shown(value: string | null, none: string): string {
  if (value === null) return none;
  try {
    const v: unknown = JSON.parse(value);
    return typeof v === 'string' ? v : value;
  } catch {
    return value;
  }
}

/** One entry: who, when, from where, what, and its differences as field: old → new, with the chain's hashes. */
export function AuditEntryDrawer({ seq, onClose }: { seq: string | null; onClose: () => void }) {
  const { t } = useTranslation('adminAudit');
  const phone = usePhoneLayout();
  const entry = useQuery({ ...auditQueries.entry(seq ?? ''), enabled: seq !== null });
  const e = entry.data;
  const none = t('detail.none');
  return (
    <Drawer
      open={seq !== null}
      onClose={onClose}
      placement={phone ? 'bottom' : 'right'}
      size={phone ? '85%' : 'large'}
      title={seq ? t('detail.title', { seq }) : ''}
      destroyOnHidden
    >
      {!e ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('columns.at')}>{formatDateTime(e.at)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.actor')}>{e.actorAccount}</Descriptions.Item>
            <Descriptions.Item label={t('columns.ip')}>{e.ip ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('columns.action')}>
              {actionName(t, e.action)} <Typography.Text type="secondary">({e.action})</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.target')}>
              {targetTypeName(t, e.targetType)} · {e.targetName ?? none}
              {e.targetId && <Typography.Text type="secondary"> ({e.targetId})</Typography.Text>}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.changes')}
          </Typography.Title>
          {e.changes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noChanges')} />
          ) : (
            <Table<AuditChangeLine>
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={e.changes}
              tableLayout="fixed"
              columns={[
                {
                  key: 'field',
                  title: t('detail.field'),
                  dataIndex: 'field',
                  width: phone ? 100 : 160,
                  render: (v: string) => <code>{v}</code>,
                },
                {
                  key: 'change',
                  title: t('detail.change'),
                  render: (_, c) => (
                    <span style={{ wordBreak: 'break-word' }}>
                      <Typography.Text delete={c.before !== null} type={c.before === null ? 'secondary' : undefined}>
                        {shown(c.before, none)}
                      </Typography.Text>
                      {' → '}
                      <Typography.Text strong={c.after !== null} type={c.after === null ? 'secondary' : undefined}>
                        {shown(c.after, none)}
                      </Typography.Text>
                    </span>
                  ),
                },
              ]}
            />
          )}
          <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('detail.prevHash')}>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {e.prevHash || none}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.hash')}>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {e.hash}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
