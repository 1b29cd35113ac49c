import { useMemo, useState } from 'react';
import { App, Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { flowHasStartRights } from '@/api/flow';
import { flowQueries } from '@/api/queries/flows';
import { startQueries } from '../queries';
import { useToggleOftenFlow } from '../mutations';
import { groupFlowsByType, typeOrderOf } from '../lib/groupFlows';
import { isFullScreen } from '@/shared/ui/tableLayout';
import { approvalFormPath, openApprovalWindow } from '@/shared/approvalForm';
import { StartFlowCard } from './StartFlowCard';
import { SearchBox } from '@/shared/ui/SearchBox';

// the start page shows every startable definition at once; companies have tens, not thousands
const ALL_FLOWS = { pageBean: { page: 1, pageSize: 1000 } };

/** Start a process: often-used flows first, then every startable definition grouped by type. */
export function StartProcessView() {
  const { t } = useTranslation('tasks');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const full = isFullScreen(search, pathname);
  const [filter, setFilter] = useState('');
  const [starting, setStarting] = useState<string | null>(null);

  const flows = useQuery(startQueries.startable(ALL_FLOWS));
  const often = useQuery(startQueries.often());
  const types = useQuery(flowQueries.types());

  const oftenKeys = useMemo(() => new Set((often.data ?? []).map((f) => f.defKey)), [often.data]);
  const groups = useMemo(
    () => groupFlowsByType(flows.data?.rows ?? [], typeOrderOf(types.data ?? []), filter),
    [flows.data, types.data, filter],
  );
  const oftenFlows = (flows.data?.rows ?? []).filter((f) => oftenKeys.has(f.defKey));

  const toggleOften = useToggleOftenFlow((often.data ?? []).map((f) => f.defKey));

  const start = async (defKey: string) => {
    setStarting(defKey);
    try {
      if (!(await flowHasStartRights(defKey))) {
        message.warning(t('start.noRight'));
        return;
      }
      if (full) navigate(approvalFormPath({ defKey }, true));
      else openApprovalWindow({ defKey });
    } finally {
      setStarting(null);
    }
  };

  const card = (f: (typeof oftenFlows)[number]) => (
    <Col key={f.defKey} xs={24} sm={12} lg={8} xl={6}>
      <Spin spinning={starting === f.defKey}>
        <StartFlowCard
          name={f.name}
          description={f.description}
          often={oftenKeys.has(f.defKey)}
          busy={toggleOften.isPending && toggleOften.variables === f.defKey}
          onStart={() => void start(f.defKey)}
          onToggleOften={() => toggleOften.mutate(f.defKey)}
        />
      </Spin>
    </Col>
  );

  return (
    <Spin spinning={flows.isLoading}>
      <Card size="small" style={{ marginBottom: 12 }}>
        <SearchBox style={{ maxWidth: 320 }} label={t('start.search')} value={filter} onChange={(e) => setFilter(e.target.value)} />
      </Card>
      <Card size="small" title={t('start.often')} style={{ marginBottom: 12 }}>
        {oftenFlows.length ? (
          <Row gutter={[12, 12]}>{oftenFlows.map(card)}</Row>
        ) : (
          <Typography.Text type="secondary">{t('start.noOften')}</Typography.Text>
        )}
      </Card>
      {groups.length === 0 && !flows.isLoading ? <Empty description={t('start.none')} /> : null}
      {groups.map((g) => (
        <Card
          key={g.typeId ?? 'none'}
          size="small"
          title={`${g.typeName ?? t('tree.uncategorised')} (${g.flows.length})`}
          style={{ marginBottom: 12 }}
        >
          <Row gutter={[12, 12]}>{g.flows.map(card)}</Row>
        </Card>
      ))}
    </Spin>
  );
}
