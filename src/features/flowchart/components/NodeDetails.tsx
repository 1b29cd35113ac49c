import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, Space, Tag, Typography } from 'antd';
import type { FlowImage } from '@/api/runtimeImage';
import { formatDateTime } from '@/shared/time';
import { describeStatus, startEventState } from '../model/status';
import { opensSubFlow } from '../model/chart';
import { MAX_AVATARS, initials, isSafeImageUrl } from '../viewer/approverBadge';
import { nodeOpinionsQuery } from '../queries';
import styles from './FlowChartView.module.css';

type FlowNodeState = FlowImage['nodes'][number];

export interface NodeDetailsProps {
  node: { id: string; type: string; name: string };
  state?: FlowNodeState;
  instId?: string | null;
  defId?: string;
  onOpenSubFlow?: () => void;
}

/** What the popover of a node says: its state in words, its approvers and their opinions. */
export function NodeDetails({ node, state, instId, defId, onOpenSubFlow }: NodeDetailsProps) {
  const { t } = useTranslation('flowchart');
  const status = state?.status ?? null;
  const look = describeStatus(status);
  const approvers = state?.approvers ?? [];
  const mode = state?.signType === 'serial' || state?.signType === 'parallel' ? state.signType : 'normal';
  return (
    <div className={styles.details}>
      <Space size={4} wrap>
        <Typography.Text type="secondary">{t('node.state')}</Typography.Text>
        <Tag color={look.tone}>{look.known ? t(look.label) : status}</Tag>
        {node.type === 'startEvent' && status && <Tag>{t(`start.${startEventState(status)}`)}</Tag>}
        {state?.predicted && <Tag color="purple">{t('node.predicted')}</Tag>}
      </Space>
      {(node.type === 'userTask' || approvers.length > 0) && (
        <div className={styles.section}>
          <Typography.Text type="secondary">{t(`mode.${mode}`)}</Typography.Text>
          {approvers.length === 0 ? (
            <div>{t('node.noApprovers')}</div>
          ) : (
            <div className={styles.approvers}>
              <Avatar.Group max={{ count: MAX_AVATARS }} size="small">
                {approvers.map((a) => (
                  <Avatar key={a.id} src={a.avatar && isSafeImageUrl(a.avatar) ? a.avatar : undefined}>
                    {initials(a.name)}
                  </Avatar>
                ))}
              </Avatar.Group>
              <ol className={styles.names}>
                {approvers.map((a) => (
                  <li key={a.id}>
                    {a.name}
                    {a.status && <span className={styles.approverState}>{` · ${t(describeStatus(a.status).label)}`}</span>}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
      {instId && node.type === 'userTask' && <NodeOpinions instId={instId} nodeId={node.id} defId={defId} />}
      {opensSubFlow(node.type) && onOpenSubFlow && (
        <Button size="small" type="link" onClick={onOpenSubFlow}>
          {t('node.openSubFlow')}
        </Button>
      )}
    </div>
  );
}

function NodeOpinions({ instId, nodeId, defId }: { instId: string; nodeId: string; defId?: string }) {
  const { t } = useTranslation('flowchart');
  const query = useQuery(nodeOpinionsQuery({ instId, nodeId, ...(defId ? { defId } : {}) }));
  return (
    <div className={styles.section}>
      <Typography.Text type="secondary">{t('node.opinions')}</Typography.Text>
      {query.isPending ? (
        <div role="status">{t('node.loadingOpinions')}</div>
      ) : query.isError ? (
        <div>{t('node.opinionsFailed')}</div>
      ) : query.data.length === 0 ? (
        <div>{t('node.noOpinions')}</div>
      ) : (
        <ul className={styles.opinions}>
          {query.data.map((o) => (
            <li key={o.id}>
              <Space size={4} wrap>
                <strong>{o.auditorName ?? o.qualfiedNames}</strong>
                <Tag color={describeStatus(o.status).tone}>{o.statusVal || t(describeStatus(o.status).label)}</Tag>
              </Space>
              {o.opinion && <div className={styles.opinionText}>{o.opinion}</div>}
              {o.completeTime && (
                <Typography.Text type="secondary">{t('node.completedAt', { time: formatDateTime(o.completeTime) })}</Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
