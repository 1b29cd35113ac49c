import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/session';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import type { Paging } from '@/shared/ui/PagedTable';
import { GroupTable } from '../components/GroupTable';
import { MembersPanel } from '../components/MembersPanel';
import { groupQueries, type GroupScope } from '../queries';

/** 'groups/GroupList': my groups and the shared ones; the chosen group's members beside them (below on a phone). */
export default function GroupList() {
  const { t } = useTranslation('groups');
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const [scope, setScope] = useState<GroupScope>('mine');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useQuery(groupQueries.list(scope, paging));
  const selected = list.data?.rows.find((g) => g.id === selectedId) ?? null;

  const changeScope = (key: string) => {
    setScope(key as GroupScope);
    setPaging({ page: 1, pageSize: paging.pageSize });
    setSelectedId(null);
  };

  return (
    <Card size="small">
      <Tabs
        activeKey={scope}
        onChange={changeScope}
        items={[
          { key: 'mine', label: t('tabs.mine') },
          { key: 'shared', label: t('tabs.shared') },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={11}>
          <GroupTable
            scope={scope}
            list={list}
            paging={paging}
            onPaging={setPaging}
            canAdd={scope === 'mine' || isAdmin}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            onRemoved={(id) => id === selectedId && setSelectedId(null)}
          />
        </Col>
        <Col xs={24} xl={13}>
          <MembersPanel group={selected} />
        </Col>
      </Row>
    </Card>
  );
}
