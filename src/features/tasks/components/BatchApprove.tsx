import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Input, Modal, Space, Spin, Tag, theme, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BATCH_APPROVE_MAX, type BatchOutcome } from '@contract/workflow-batch';
import { checkBatchApprove, type BatchApproveResult, type BatchCheckItem } from '@/api/approvalBatch';
import { useBatchApprove } from '../mutations';

interface Props {
  /** the chosen to-do tasks */
  taskIds: string[];
  /** the choice is cleared once a batch ran */
  onClear: () => void;
}

const OUTCOME_COLOR: Record<BatchOutcome, string> = { approved: 'success', skipped: 'warning', failed: 'error' };

/** Above the to-do list with chosen rows: Batch approve, a dialog for one opinion, then each task's outcome. */
export function BatchApproveBar({ taskIds, onClear }: Props) {
  const { t } = useTranslation('approvalBatch');
  const [open, setOpen] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [result, setResult] = useState<BatchApproveResult | null>(null);
  const approve = useBatchApprove(setResult);
  // before confirming, each chosen task says whether the batch can take it (issue 29.7)
  const check = useQuery({
    queryKey: ['tasks', 'batchCheck', taskIds],
    queryFn: () => checkBatchApprove(taskIds),
    enabled: open && !result && taskIds.length > 0 && taskIds.length <= BATCH_APPROVE_MAX,
    staleTime: 0,
    gcTime: 0,
  });
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  if (!taskIds.length && !open) return null;

  const rows = check.data?.results ?? [];
  const chosen = rows.filter((r) => r.ok && !left.has(r.taskId));
  const opinionNeeded = chosen.some((r) => r.needsOpinion);
  const opinionMissing = opinionNeeded && !opinion.trim();

  const close = () => {
    setOpen(false);
    if (result) onClear();
    setResult(null);
    setOpinion('');
    setLeft(new Set());
    approve.reset();
  };
  const toggle = (taskId: string, on: boolean) =>
    setLeft((prev) => {
      const next = new Set(prev);
      if (on) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  const tooMany = taskIds.length > BATCH_APPROVE_MAX;

  return (
    <>
      {taskIds.length ? (
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setOpen(true)}>
            {t('batch.button', { count: taskIds.length })}
          </Button>
        </Flex>
      ) : null}
      <Modal
        open={open}
        title={t('batch.title')}
        onCancel={close}
        destroyOnHidden
        footer={
          result ? (
            <Button type="primary" onClick={close}>
              {t('batch.close')}
            </Button>
          ) : (
            <Space wrap>
              <Button onClick={close}>{t('batch.cancel')}</Button>
              <Button
                type="primary"
                disabled={tooMany || !chosen.length || opinionMissing}
                loading={approve.isPending}
                onClick={() =>
                  approve.mutate({ taskIds: chosen.map((r) => r.taskId), ...(opinion.trim() ? { opinion: opinion.trim() } : {}) })
                }
              >
                {t('batch.confirm', { count: chosen.length })}
              </Button>
            </Space>
          )
        }
      >
        {result ? (
          <BatchResultList result={result} />
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{t('batch.intro', { count: taskIds.length })}</Typography.Paragraph>
            {tooMany ? <Alert type="warning" showIcon message={t('batch.tooMany', { max: BATCH_APPROVE_MAX })} /> : null}
            {check.isFetching ? <Spin size="small" /> : null}
            {rows.length ? <BatchCheckList rows={rows} left={left} onToggle={toggle} /> : null}
            <Typography.Text strong>{t('batch.opinion')}</Typography.Text>
            <Input.TextArea
              aria-label={t('batch.opinion')}
              aria-required={opinionNeeded}
              status={opinionMissing ? 'error' : undefined}
              placeholder={t(opinionNeeded ? 'batch.opinionRequiredPlaceholder' : 'batch.opinionPlaceholder')}
              value={opinion}
              maxLength={2000}
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(e) => setOpinion(e.target.value)}
            />
          </Space>
        )}
      </Modal>
    </>
  );
}

/** The chosen tasks before confirming: those the batch can take are ticked, the others disabled with their reason. */
function BatchCheckList({
  rows,
  left,
  onToggle,
}: {
  rows: BatchCheckItem[];
  left: ReadonlySet<string>;
  onToggle: (taskId: string, on: boolean) => void;
}) {
  const { t } = useTranslation('approvalBatch');
  const { token } = theme.useToken();
  return (
    <ul aria-label={t('check.list')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 280, overflowY: 'auto' }}>
      {rows.map((row) => (
        <li key={row.taskId} data-ok={row.ok} style={{ padding: '4px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
          <Checkbox checked={row.ok && !left.has(row.taskId)} disabled={!row.ok} onChange={(e) => onToggle(row.taskId, e.target.checked)}>
            {row.subject ?? t('result.unknownTask')}
            {row.nodeName ? <Typography.Text type="secondary">{` · ${row.nodeName}`}</Typography.Text> : null}
          </Checkbox>
          {row.reason ? (
            <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0 24px' }}>
              {t('check.cannot', { reason: row.reason })}
            </Typography.Paragraph>
          ) : null}
          {row.ok && row.needsOpinion ? (
            <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0 24px' }}>
              {t('check.needsOpinion')}
            </Typography.Paragraph>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Each task's outcome with its reason; the counts first, so a partial success is never hidden. */
export function BatchResultList({ result }: { result: BatchApproveResult }) {
  const { t } = useTranslation('approvalBatch');
  const { token } = theme.useToken();
  const partial = result.skipped + result.failed > 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={result.approved === 0 ? 'error' : partial ? 'warning' : 'success'}
        showIcon
        role="status"
        message={t('result.summary', { approved: result.approved, skipped: result.skipped, failed: result.failed })}
      />
      <ul aria-label={t('result.list')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
        {result.results.map((item) => (
          <li key={item.taskId} data-outcome={item.outcome} style={{ padding: '6px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
            <Space wrap size={4}>
              <Tag color={OUTCOME_COLOR[item.outcome]}>{t(`result.outcome.${item.outcome}`)}</Tag>
              <Typography.Text>{item.subject ?? t('result.unknownTask')}</Typography.Text>
              {item.nodeName ? <Typography.Text type="secondary">{item.nodeName}</Typography.Text> : null}
            </Space>
            {item.reason ? (
              <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0' }}>
                {item.reason}
              </Typography.Paragraph>
            ) : null}
          </li>
        ))}
      </ul>
    </Space>
  );
}
