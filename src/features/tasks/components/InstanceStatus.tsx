import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/runtime';
import { StatusTag } from '@/shared/ui/StatusTag';
import styles from './table.module.css';

const STATUS_AS_NODE: Record<string, string> = {
  end: 'end',
  manual_end: 'manual_end',
  revoker_to_start: 'revoker_to_start',
  backToStart: 'backToStart',
};

/** Back at the start node: the request waits for its initiator, which the tag says (returned or withdrawn, to resubmit). */
const AT_START = new Set(['backToStart', 'revoker_to_start']);

/** An instance's state (ended ones in the node colours), with the hang-up tag beside it. */
export function InstanceStatus({ row }: { row: InstanceRow }) {
  const { t } = useTranslation('tasks');
  return (
    <Space size={4} wrap className={styles.status}>
      {STATUS_AS_NODE[row.status] ? (
        <StatusTag
          status={STATUS_AS_NODE[row.status]}
          label={AT_START.has(row.status) ? t(`instStatus.toResubmit.${row.status}`) : undefined}
        />
      ) : (
        <Tag color="processing">{t(`instStatus.${row.status}`, { defaultValue: row.status })}</Tag>
      )}
      {row.isHangUp ? <StatusTag status="hangUp" /> : null}
    </Space>
  );
}
