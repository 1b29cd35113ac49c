import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';
import { RECONNECTED_EVENT, useLiveEvents } from '@/shared/live';
import { flowImageQuery, flowchartKeys, instanceTimersQuery, sourceOf, type ChartSource } from '../queries';
import { timerStates } from '../model/timers';
import { FlowChartView } from './FlowChartView';

export interface FlowChartDialogProps {
  /** the process instance whose chart is shown, with its states */
  instId?: string;
  /** or a definition, shown without states (with instId: the instance's definition) */
  defId?: string;
  open: boolean;
  onClose: () => void;
  /** a dialog title other than "Flow chart" */
  title?: string;
}

/** The flow chart in a dialog; sub flows open in a nested dialog of the same kind. */
export function FlowChartDialog({ instId, defId, open, onClose, title }: FlowChartDialogProps) {
  const source = sourceOf(instId, defId);
  return <SourceDialog source={source} open={open} onClose={onClose} title={title} />;
}

export interface SourceDialogProps {
  source: ChartSource | null;
  open: boolean;
  onClose: () => void;
  title?: string;
}

/** The dialog for any chart source (the page uses it for sub flows too). */
export function SourceDialog({ source, open, onClose, title }: SourceDialogProps) {
  const { t } = useTranslation('flowchart');
  const [sub, setSub] = useState<{ source: ChartSource; title: string } | null>(null);
  return (
    <Modal open={open} onCancel={onClose} footer={null} width="90vw" title={title ?? t('title')} destroyOnHidden centered>
      {source ? (
        <ChartBody source={source} enabled={open} onOpenSubFlow={(s, name) => setSub({ source: s, title: name })} />
      ) : (
        t('missingId')
      )}
      {sub && <SourceDialog source={sub.source} open onClose={() => setSub(null)} title={`${t('subFlow')}: ${sub.title}`} />}
    </Modal>
  );
}

const LIVE_PREFIXES = ['task.', 'instance.'] as const;

export function ChartBody({
  source,
  enabled = true,
  height = '70vh',
  onOpenSubFlow,
}: {
  source: ChartSource;
  enabled?: boolean;
  height?: number | string;
  onOpenSubFlow: (source: ChartSource, title: string) => void;
}) {
  const query = useQuery({ ...flowImageQuery(source), enabled });
  const instId = source.kind === 'instance' ? source.instId : '';
  // timer events drawn with their state: only a diagram holding one asks for them
  const hasTimers = !!instId && !!query.data?.bpmnXml.includes('timerEventDefinition');
  const timers = useQuery({ ...instanceTimersQuery(instId), enabled: enabled && hasTimers });
  const elementStates = useMemo(() => timerStates(timers.data), [timers.data]);
  const client = useQueryClient();
  // an instance's chart follows its tasks while it is open
  useLiveEvents((event) => {
    if (source.kind !== 'instance') return;
    if (event.type === RECONNECTED_EVENT || event.data?.instId === source.instId) {
      void client.invalidateQueries({ queryKey: flowchartKeys.image(source) });
      if (instId) void client.invalidateQueries({ queryKey: flowchartKeys.timers(instId) });
    }
  }, LIVE_PREFIXES);
  return (
    <FlowChartView
      image={query.data}
      loading={query.isPending}
      error={query.error ?? undefined}
      height={height}
      onOpenSubFlow={onOpenSubFlow}
      elementStates={elementStates}
    />
  );
}
