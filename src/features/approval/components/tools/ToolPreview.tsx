import { useMemo } from 'react';
import { Alert, Flex, List, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ToolPlan, ToolTask } from '@contract/workflow';
import { FlowChartView, flowImageQuery } from '@/features/flowchart';
import './preview.css';

export const MARK = { end: 'tool-preview-end', open: 'tool-preview-open', both: 'tool-preview-both' } as const;
const SWATCH = { end: '#f5222d', open: '#52c41a', both: '#fa8c16' } as const;

/** Node id -> mark: a node whose tasks only end, only open, or both (a transfer, a task coming back). */
export function previewMarks(plan: Pick<ToolPlan, 'ends' | 'opens'>): Record<string, string> {
  const ends = new Set(plan.ends.map((t) => t.nodeId));
  const opens = new Set(plan.opens.map((t) => t.nodeId));
  const marks: Record<string, string> = {};
  for (const id of ends) marks[id] = opens.has(id) ? MARK.both : MARK.end;
  for (const id of opens) if (!ends.has(id)) marks[id] = MARK.open;
  return marks;
}

function TaskList({ label, tasks }: { label: string; tasks: ToolTask[] }) {
  const { t } = useTranslation('approvalTools');
  return (
    <section aria-label={label}>
      <List
        size="small"
        header={<Typography.Text strong>{label}</Typography.Text>}
        dataSource={tasks}
        locale={{ emptyText: t('preview.none') }}
        renderItem={(task) => <List.Item>{t('preview.task', { node: task.nodeName, user: task.userName || '—' })}</List.Item>}
      />
    </section>
  );
}

/** What a tool will do: the tasks that end and open drawn on the chart, and listed with who is told. */
export function ToolPreview({ plan, stale }: { plan: ToolPlan; stale: boolean }) {
  const { t } = useTranslation('approvalTools');
  const image = useQuery(flowImageQuery({ kind: 'instance', instId: plan.instId }));
  const marks = useMemo(() => previewMarks(plan), [plan]);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="tool-preview" data-fingerprint={plan.fingerprint}>
      {stale ? <Alert type="warning" showIcon role="alert" message={t('preview.stale')} /> : null}
      <div style={{ height: 300, border: '1px solid rgba(128,128,128,0.3)', borderRadius: 6 }} aria-label={t('preview.chart')}>
        <FlowChartView
          image={image.data}
          loading={image.isLoading}
          error={image.error ?? undefined}
          height={300}
          marks={marks}
          legendOpen={false}
        />
      </div>
      <Flex wrap gap={12} aria-label={t('preview.legend')}>
        {(['end', 'open', 'both'] as const).map((k) => (
          <Space key={k} size={4}>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 14,
                height: 14,
                borderRadius: 3,
                border: `2px solid ${SWATCH[k]}`,
                background: `${SWATCH[k]}33`,
              }}
            />
            <Typography.Text>{t(`preview.legend${k === 'end' ? 'End' : k === 'open' ? 'Open' : 'Both'}`)}</Typography.Text>
          </Space>
        ))}
      </Flex>
      <Flex wrap gap={12}>
        <div style={{ flex: '1 1 220px' }}>
          <TaskList label={t('preview.ends')} tasks={plan.ends} />
        </div>
        <div style={{ flex: '1 1 220px' }}>
          <TaskList label={t('preview.opens')} tasks={plan.opens} />
        </div>
        <section style={{ flex: '1 1 160px' }} aria-label={t('preview.told')}>
          <List
            size="small"
            header={<Typography.Text strong>{t('preview.told')}</Typography.Text>}
            dataSource={plan.told}
            locale={{ emptyText: t('preview.none') }}
            renderItem={(u) => <List.Item>{u.name}</List.Item>}
          />
        </section>
      </Flex>
      <Typography.Text type="secondary">
        {t('preview.status', { status: t(`instStatus.${plan.instStatus}`, { defaultValue: plan.instStatus }) })}
      </Typography.Text>
    </Space>
  );
}
