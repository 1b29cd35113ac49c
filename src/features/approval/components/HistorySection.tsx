import { useState } from 'react';
import { Button, Card, Space, Tabs } from 'antd';
import { ApartmentOutlined, HistoryOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FlowChartDialog } from '@/features/flowchart';
import { PrintLog } from '@/features/print';
import { approvalQueries } from '../queries';
import type { Permission } from '@/shared/form-runtime';
import { OpinionTable } from './OpinionTable';
import { NodeOpinions } from './NodeOpinions';
import { ProcessRecordDialog } from './ProcessRecordDialog';
import { RelatedInformationDialog } from './RelatedInformationDialog';

interface Props {
  instId: string;
  defId?: string;
  nodes: Array<{ nodeId: string; name: string; nodeType: string }>;
  opinionPermission: Permission;
  /** opened from a server button elsewhere on the form */
  chartOpen?: boolean;
  /** a button of its own for the chart; off when the form's button bar already offers one */
  chartButton?: boolean;
  onChartClose?: () => void;
  /** the process record, opened from a server button */
  recordOpen?: boolean;
  onRecordClose?: () => void;
}

/** Opinions, node opinions, the process record, the flow chart and the related information of an instance. */
export function HistorySection({
  instId,
  defId,
  nodes,
  opinionPermission,
  chartOpen,
  chartButton = true,
  onChartClose,
  recordOpen,
  onRecordClose,
}: Props) {
  const { t } = useTranslation('approval');
  const { t: tp } = useTranslation('print');
  const [ownRecordOpen, setRecordOpen] = useState(false);
  const [ownChartOpen, setOwnChartOpen] = useState(false);
  const [relatedOpen, setRelatedOpen] = useState(false);
  const opinions = useQuery(approvalQueries.opinions(instId));
  const showOpinions = opinionPermission !== 'n';

  return (
    <Card
      size="small"
      extra={
        <Space>
          <Button icon={<HistoryOutlined />} onClick={() => setRecordOpen(true)}>
            {t('record.open')}
          </Button>
          {chartButton ? (
            <Button icon={<ApartmentOutlined />} onClick={() => setOwnChartOpen(true)}>
              {t('chart.open')}
            </Button>
          ) : null}
          <Button icon={<InfoCircleOutlined />} onClick={() => setRelatedOpen(true)}>
            {t('related.open')}
          </Button>
        </Space>
      }
      title={t('history.title')}
    >
      <Tabs
        items={[
          ...(showOpinions
            ? [
                {
                  key: 'opinions',
                  label: t('history.opinions'),
                  children: <OpinionTable rows={opinions.data} loading={opinions.isLoading} permission={opinionPermission} />,
                },
              ]
            : []),
          { key: 'nodes', label: t('history.nodes'), children: <NodeOpinions instId={instId} nodes={nodes} /> },
          { key: 'prints', label: tp('log.title'), children: <PrintLog instId={instId} nodes={nodes} /> },
        ]}
      />
      <ProcessRecordDialog
        instId={instId}
        open={ownRecordOpen || Boolean(recordOpen)}
        onClose={() => {
          setRecordOpen(false);
          onRecordClose?.();
        }}
      />
      <RelatedInformationDialog instId={instId} open={relatedOpen} onClose={() => setRelatedOpen(false)} />
      <FlowChartDialog
        instId={instId}
        defId={defId}
        open={ownChartOpen || Boolean(chartOpen)}
        onClose={() => {
          setOwnChartOpen(false);
          onChartClose?.();
        }}
      />
    </Card>
  );
}
