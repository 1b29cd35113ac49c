import type { ReactNode } from 'react';
import { Alert, Descriptions, Modal, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/time';
import { ActionLink } from '@/shared/ui/ActionLink';
import { useFlowNames } from './FlowKeySelect';
import { agentQueries } from '../queries';

interface DetailProps {
  /** the record shown; null: closed */
  id: string | null;
  onClose: () => void;
}

/** The dialog of one record, read when opened: a wait, a refusal in the user's language, or its facts. */
function DetailDialog({
  title,
  open,
  onClose,
  state,
  items,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  state: { isError: boolean; error: unknown; isPending: boolean };
  items: { key: string; label: string; children: ReactNode }[] | null;
}) {
  const { t } = useTranslation('agents');
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {state.isError ? (
        <Alert type="error" showIcon message={state.error instanceof Error ? state.error.message : t('detail.failed')} />
      ) : items ? (
        <Descriptions size="small" column={1} items={items} />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

const onOff = (t: (key: string) => string, on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t('form.on') : t('form.off')}</Tag>;

/** One agent rule as agentGet answers it. */
export function AgentDetail({ id, onClose }: DetailProps) {
  const { t } = useTranslation('agents');
  const flowNames = useFlowNames();
  const rule = useQuery({ ...agentQueries.rule(id ?? ''), enabled: id !== null });
  const r = rule.data;
  return (
    <DetailDialog
      title={t('detail.agentTitle')}
      open={id !== null}
      onClose={onClose}
      state={rule}
      items={
        r
          ? [
              { key: 'principal', label: t('agent.principal'), children: r.principalName },
              { key: 'agent', label: t('agent.agent'), children: r.agentName },
              { key: 'flows', label: t('form.flows'), children: flowNames(r.defKeys) },
              { key: 'period', label: t('agent.period'), children: `${formatDateTime(r.startTime)} ~ ${formatDateTime(r.endTime)}` },
              { key: 'enabled', label: t('form.enabled'), children: onOff(t, r.enabled) },
              { key: 'created', label: t('detail.created'), children: formatDateTime(r.createTime) },
            ]
          : null
      }
    />
  );
}

/** One leader and secretary pair as the secretary get answers it. */
export function SecretaryDetail({ id, onClose }: DetailProps) {
  const { t } = useTranslation('agents');
  const flowNames = useFlowNames();
  const pair = useQuery({ ...agentQueries.secretary(id ?? ''), enabled: id !== null });
  const p = pair.data;
  return (
    <DetailDialog
      title={t('detail.secretaryTitle')}
      open={id !== null}
      onClose={onClose}
      state={pair}
      items={
        p
          ? [
              { key: 'leader', label: t('secretary.leader'), children: p.leaderName },
              { key: 'secretary', label: t('secretary.secretary'), children: p.secretaryName },
              { key: 'flows', label: t('form.flows'), children: flowNames(p.defKeys) },
              { key: 'enabled', label: t('form.enabled'), children: onOff(t, p.enabled) },
              { key: 'since', label: t('secretary.since'), children: formatDateTime(p.createTime) },
            ]
          : null
      }
    />
  );
}

/** The column that opens a record's detail. */
export function detailColumn<Row extends { id: string }>(
  t: (key: string, o?: Record<string, unknown>) => string,
  name: (row: Row) => string,
  open: (id: string) => void,
) {
  return {
    key: 'detail',
    title: t('detail.column'),
    width: 90,
    render: (_: unknown, row: Row) => (
      <ActionLink onClick={() => open(row.id)} aria-label={t('detail.openOf', { name: name(row) })}>
        {t('detail.open')}
      </ActionLink>
    ),
  };
}
