import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Col, Empty, Input, Row, Select, Space, Switch, Tag, Tree, type TreeProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DemRow } from '@/api/adminOrg';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { DemDialog, OrgCreateDialog } from '../components/OrgDialogs';
import { OrgDetailPanel } from '../components/OrgDetailPanel';
import { buildOrgTree, dropPlace, parentKeys, type OrgTreeNode } from '../components/orgTree';
import { adminOrgQueries, useCreateOrg, useMoveOrg, useSaveDem } from '../queries';

/** 'admin-org/OrgAdmin': dimensions and the organisation tree (drag a unit to move it), and the chosen unit's detail. */
export default function OrgAdmin() {
  const { t } = useTranslation('adminOrg');
  const { message, modal } = App.useApp();
  const phone = usePhoneLayout();
  const dems = useQuery(adminOrgQueries.dems());
  const [demId, setDemId] = useState('');
  const [includeClosed, setIncludeClosed] = useState(false);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [demDialog, setDemDialog] = useState<{ dem: DemRow | null } | null>(null);
  const [addingRoot, setAddingRoot] = useState(false);
  useEffect(() => {
    if (!demId && dems.data?.length) setDemId((dems.data.find((d) => d.isDefault) ?? dems.data[0]!).id);
  }, [demId, dems.data]);
  const tree = useQuery(adminOrgQueries.tree(demId, includeClosed));
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const treeData = useMemo(() => buildOrgTree(nodes, search), [nodes, search]);
  // the first two levels open at first; a search opens every unit on the way to what it found
  const shown = search.trim() ? parentKeys(treeData) : (expanded ?? treeData.map((n) => n.key));
  const saveDem = useSaveDem((d) => {
    message.success(t('common.saved'));
    setDemDialog(null);
    setDemId(d.id);
  });
  const createRoot = useCreateOrg((made) => {
    message.success(t('common.saved'));
    setAddingRoot(false);
    setSelected(made.id);
  });
  const move = useMoveOrg(() => message.success(t('org.moved')));

  const onDrop: TreeProps<OrgTreeNode>['onDrop'] = (info) => {
    const dragged = info.dragNode.node;
    const target = info.node.node;
    const pos = Number(info.node.pos.split('-').pop());
    const place = dropPlace(nodes, dragged.id, target, !info.dropToGap, info.dropPosition < pos);
    const parentName = place.parentId ? (nodes.find((n) => n.id === place.parentId)?.name ?? '') : t('org.top');
    modal.confirm({
      title: t('org.moveConfirm', { name: dragged.name, parent: parentName }),
      okText: t('org.move'),
      onOk: () => move.mutateAsync({ id: dragged.id, version: dragged.version, ...place }),
    });
  };
  const current = dems.data?.find((d) => d.id === demId) ?? null;

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={10} xl={8}>
        <Card size="small" title={t('org.title')}>
          <Space wrap style={{ marginBottom: 8 }}>
            <Select
              aria-label={t('dem.label')}
              style={{ minWidth: 140 }}
              value={demId || undefined}
              onChange={(v: string) => (setDemId(v), setSelected(''))}
              options={(dems.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            />
            <Button size="small" onClick={() => setDemDialog({ dem: current })} disabled={!current}>
              {t('dem.edit')}
            </Button>
            <Button size="small" onClick={() => setDemDialog({ dem: null })}>
              {t('dem.add')}
            </Button>
          </Space>
          <Space wrap style={{ marginBottom: 8 }}>
            <Input.Search
              allowClear
              aria-label={t('org.search')}
              placeholder={t('org.search')}
              onSearch={setSearch}
              onChange={(e) => !e.target.value && setSearch('')}
            />
            <Space size={4}>
              <Switch size="small" checked={includeClosed} onChange={setIncludeClosed} aria-label={t('org.showClosed')} />
              {t('org.showClosed')}
            </Space>
            <Button size="small" onClick={() => setAddingRoot(true)} disabled={!demId}>
              {t('org.addRoot')}
            </Button>
          </Space>
          {treeData.length ? (
            <Tree<OrgTreeNode>
              aria-label={t('org.tree')}
              blockNode
              virtual
              height={phone ? 320 : 560}
              draggable={phone ? false : { icon: false }}
              treeData={treeData}
              expandedKeys={shown}
              onExpand={(keys) => setExpanded(keys.map(String))}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => keys[0] && setSelected(String(keys[0]))}
              onDrop={onDrop}
              allowDrop={({ dropNode }) => dropNode.node.status === 'active'}
              titleRender={(n) => (
                <span>
                  {n.title}
                  {n.node.status === 'closed' && <Tag style={{ marginInlineStart: 6 }}>{t('org.closed')}</Tag>}
                </span>
              )}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tree.isFetching ? t('common.loading') : t('org.empty')} />
          )}
        </Card>
      </Col>
      <Col xs={24} md={14} xl={16}>
        {selected ? (
          <OrgDetailPanel orgId={selected} demId={demId} nodes={nodes} onSelect={setSelected} />
        ) : (
          <Card size="small">
            <Empty description={t('org.pick')} />
          </Card>
        )}
      </Col>
      <DemDialog
        open={!!demDialog}
        dem={demDialog?.dem ?? null}
        busy={saveDem.isPending}
        onClose={() => setDemDialog(null)}
        onSubmit={(v) => saveDem.mutate(v)}
      />
      <OrgCreateDialog
        open={addingRoot}
        parent={null}
        busy={createRoot.isPending}
        onClose={() => setAddingRoot(false)}
        onSubmit={(v) => createRoot.mutate({ demId, parentId: null, code: v.code, name: v.name })}
      />
    </Row>
  );
}
