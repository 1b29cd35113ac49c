import { Badge, Tag, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuNode } from '../../router/types';
import { MenuIcon } from './MenuIcon';
import { ITEM_TOOLTIP_OVER, SUBMENU_TOOLTIP_OVER, needsTooltip } from './menuModel';
import styles from '../shell.module.css';

type Item = NonNullable<MenuProps['items']>[number];

function Label({ node, over, t }: { node: MenuNode; over: number; t: TFunction }) {
  const label = (
    <span className={styles.menuTitle}>
      <span>{node.title}</span>
      {node.newTag && <Tag color="red">{t('menu.new')}</Tag>}
      {node.badge !== undefined && node.badge !== null && node.badge !== '' && <Badge count={node.badge} size="small" overflowCount={99} />}
    </span>
  );
  return needsTooltip(node.title, over) ? (
    <Tooltip title={node.title} placement="right">
      {label}
    </Tooltip>
  ) : (
    label
  );
}

/** antd menu items from the compiled menu; directories are sub-menus keyed by their item id. */
export function toMenuItems(nodes: readonly MenuNode[], t: TFunction, depth = 0): Item[] {
  return nodes.map((node) => {
    const icon = depth === 0 || node.icon ? <MenuIcon name={node.icon} /> : undefined;
    if (node.children) {
      return {
        key: node.key,
        icon,
        label: <Label node={node} over={SUBMENU_TOOLTIP_OVER} t={t} />,
        children: toMenuItems(node.children, t, depth + 1),
      };
    }
    return { key: node.key, icon, label: <Label node={node} over={ITEM_TOOLTIP_OVER} t={t} /> };
  });
}

export function findNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children && findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}
