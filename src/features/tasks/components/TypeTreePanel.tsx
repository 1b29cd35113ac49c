import { useMemo, useState } from 'react';
import { Empty, Switch, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { readItem, writeItem } from '@/shared/storage';
import type { TypeTreeNode } from '../lib/typeTree';

const EXPAND_KEY = 'tr_task_tree_expand';

interface Props {
  nodes: TypeTreeNode[];
  selectedKey?: string;
  onSelect: (key: string | undefined) => void;
  loading?: boolean;
}

function toDataNodes(nodes: TypeTreeNode[]): DataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: `${n.name} (${n.count})`,
    children: toDataNodes(n.children),
  }));
}

/** The classification tree beside the task list; counts belong to the active tab. */
export function TypeTreePanel({ nodes, selectedKey, onSelect, loading }: Props) {
  const { t } = useTranslation('tasks');
  const [expandAll, setExpandAll] = useState(() => readItem(EXPAND_KEY) !== '0');
  const treeData = useMemo(() => toDataNodes(nodes), [nodes]);

  const toggle = (checked: boolean) => {
    setExpandAll(checked);
    writeItem(EXPAND_KEY, checked ? '1' : '0');
  };

  return (
    <div style={{ minWidth: 200 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text strong>{t('tree.title')}</Typography.Text>
        <Switch
          size="small"
          checked={expandAll}
          onChange={toggle}
          checkedChildren={t('tree.expand')}
          unCheckedChildren={t('tree.collapse')}
          aria-label={t('tree.expandDefault')}
        />
      </div>
      {treeData.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.empty')} />
      ) : (
        <Tree
          // remount when the switch or the data changes so the default expansion applies again
          key={`${expandAll ? 'open' : 'closed'}:${treeData.length}`}
          blockNode
          defaultExpandAll={expandAll}
          treeData={treeData}
          selectedKeys={selectedKey ? [selectedKey] : []}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
        />
      )}
    </div>
  );
}
