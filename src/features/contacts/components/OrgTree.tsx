import { useState } from 'react';
import { Tree, Spin } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgRow } from '@/api/uc';
import { orgChildrenQuery } from '../queries';

interface OrgNode extends DataNode {
  key: string;
  org: OrgRow;
  children?: OrgNode[];
}

const toNode = (org: OrgRow): OrgNode => ({ key: org.id, title: org.name, org, isLeaf: !org.isParent });

function attach(nodes: OrgNode[], key: string, children: OrgNode[]): OrgNode[] {
  return nodes.map((n) => (n.key === key ? { ...n, children } : n.children ? { ...n, children: attach(n.children, key, children) } : n));
}

/** The organisation tree, loaded level by level. */
export function OrgTree({ onSelect }: { onSelect: (org: OrgRow | null) => void }) {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  const roots = useQuery(orgChildrenQuery(null));
  const [loaded, setLoaded] = useState<OrgNode[] | null>(null);
  const nodes = loaded ?? (roots.data ?? []).map(toNode);

  const loadData = async (node: EventDataNode<OrgNode>) => {
    if (node.children) return;
    const children = await queryClient.fetchQuery(orgChildrenQuery(node.key));
    setLoaded((current) => attach(current ?? nodes, node.key, children.map(toNode)));
  };

  if (roots.isPending) return <Spin aria-label={t('loading')} />;
  return (
    <Tree<OrgNode>
      aria-label={t('page.orgTree')}
      treeData={nodes}
      loadData={loadData}
      blockNode
      onSelect={(_, info) => onSelect(info.selected ? info.node.org : null)}
    />
  );
}
