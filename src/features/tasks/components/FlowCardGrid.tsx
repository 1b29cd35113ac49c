import { Col, Empty, Pagination, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '@/api/runtime';
import { useTableHeight } from '@/shared/ui/useTableHeight';
import { PAGE_SIZE_OPTIONS } from '@/shared/ui/tableLayout';
import { FlowCard } from './FlowCard';
import type { Paging } from '@/shared/ui/PagedTable';

interface Props {
  rows: InstanceRow[] | undefined;
  total: number | undefined;
  loading: boolean;
  paging: Paging;
  onPaging: (paging: Paging) => void;
}

/** The process overview: the instances as flow cards, each opening its form in a new window. */
export function FlowCardGrid({ rows, total, loading, paging, onPaging }: Props) {
  const { t } = useTranslation('tasks');
  const height = useTableHeight();
  return (
    <Spin spinning={loading}>
      <div style={{ height, overflowY: 'auto', overflowX: 'hidden', padding: 4 }}>
        {rows?.length ? (
          <Row gutter={[12, 12]}>
            {rows.map((row, index) => (
              <Col key={row.id} xs={24} md={12} xl={8}>
                <FlowCard
                  index={index}
                  instanceId={row.id}
                  title={row.subject}
                  flowName={row.procDefName}
                  businessNumber={row.prop1}
                  startTime={row.createTime}
                  initiator={row.creator}
                  aiSummary={row.aiSummaryResult}
                />
              </Col>
            ))}
          </Row>
        ) : (
          <Empty description={t('table.empty')} />
        )}
      </div>
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        current={paging.page}
        pageSize={paging.pageSize}
        total={total ?? 0}
        showSizeChanger
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        showTotal={(n) => t('common:table.total', { count: n })}
        onChange={(page, pageSize) => onPaging({ page: pageSize !== paging.pageSize ? 1 : page, pageSize })}
      />
    </Spin>
  );
}
