import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Select, Space, Switch, Tag, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_MENU_ALIAS } from '@contract/portal-menu-grants';
import type { GrantItem, RoleRow } from '@/api/adminOrg';
import { FormDialog } from '@/shared/ui/FormDialog';
import { adminOrgQueries, useSaveGrants, useSaveMenuItem } from '../queries';

const ADMIN_ROLE = 'admin';

interface GrantNode {
  key: string;
  title: string;
  item: GrantItem;
  disabled?: boolean;
  children?: GrantNode[];
}

/** Who sees an item: its roles, the roles of the nearest group that has some ("as its group"), or everyone. */
function seenBy(item: GrantItem, byId: Map<string, GrantItem>): 'roles' | 'group' | 'everyone' {
  if (item.roles.length) return 'roles';
  for (let p = byId.get(item.parentId ?? ''); p; p = byId.get(p.parentId ?? '')) if (p.roles.length) return 'group';
  return 'everyone';
}

/** The menu tree with a box per item: which items the role sees (saved as a whole); an item's tag, badge and link. */
export function MenuGrants({ role }: { role: RoleRow }) {
  const { t, i18n } = useTranslation('adminOrg');
  const { message } = App.useApp();
  const items = useQuery(adminOrgQueries.grants());
  const [checked, setChecked] = useState<string[]>([]);
  const [editing, setEditing] = useState<GrantItem | null>(null);
  const granted = useMemo(() => (items.data ?? []).filter((i) => i.roles.includes(role.code)).map((i) => i.id), [items.data, role.code]);
  useEffect(() => setChecked(granted), [granted]);
  const save = useSaveGrants(() => message.success(t('menus.saved')));
  const saveItem = useSaveMenuItem(() => {
    message.success(t('common.saved'));
    setEditing(null);
  });
  const lang = i18n.language as keyof GrantItem['names'];
  const tree = useMemo(() => {
    const list = items.data ?? [];
    const byId = new Map(list.map((i) => [i.id, i]));
    const build = (parentId: string | null): GrantNode[] =>
      list
        .filter((i) => i.parentId === parentId)
        .sort((a, b) => a.sort - b.sort)
        .map((i) => {
          const children = build(i.id);
          return {
            key: i.id,
            title: i.names[lang] || i.names['zh-CN'],
            item: { ...i, roles: i.roles, adminGroup: i.adminGroup },
            // the System administration group is for admin only
            disabled: i.adminGroup && role.code !== ADMIN_ROLE,
            ...(children.length ? { children } : {}),
            seen: seenBy(i, byId),
          };
        });
    return build(null);
  }, [items.data, lang, role.code]);
  const changed = checked.length !== granted.length || checked.some((id) => !granted.includes(id));

  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('menus.hint')} />
      <Space style={{ marginBottom: 8 }} wrap>
        <Button
          type="primary"
          disabled={!changed}
          loading={save.isPending}
          onClick={() => save.mutate({ roleCode: role.code, menuIds: checked, before: granted })}
        >
          {t('menus.save')}
        </Button>
        <Button disabled={!changed} onClick={() => setChecked(granted)}>
          {t('menus.undo')}
        </Button>
      </Space>
      {/* drawn once the items are there: defaultExpandAll opens what the first drawing holds */}
      {items.data && (
        <Tree<GrantNode>
          aria-label={t('menus.tree', { name: role.name })}
          selectable={false}
          defaultExpandAll
          treeData={tree}
          titleRender={(n) => {
            const seen = (n as GrantNode & { seen: string }).seen;
            // a box of our own per item: each item is granted by itself, and the box has a name a screen reader says
            return (
              <Space size={4} wrap>
                <Checkbox
                  checked={checked.includes(n.key)}
                  disabled={n.disabled}
                  aria-label={t('menus.grantItem', { name: n.title })}
                  onChange={(e) => setChecked((now) => (e.target.checked ? [...now, n.key] : now.filter((k) => k !== n.key)))}
                >
                  {n.title}
                </Checkbox>
                {n.item.adminGroup && <Tag color="red">{t('menus.adminOnly')}</Tag>}
                {!n.item.adminGroup && seen === 'everyone' && <Tag color="green">{t('menus.everyone')}</Tag>}
                {!n.item.adminGroup && seen === 'group' && <Tag>{t('menus.asGroup')}</Tag>}
                {n.item.routeData?.newTag && <Tag color="blue">New</Tag>}
                {n.item.routeData?.badge !== undefined && <Tag color="orange">{String(n.item.routeData.badge)}</Tag>}
                <Button type="link" size="small" onClick={() => setEditing(n.item)} aria-label={t('menus.editItem', { name: n.title })}>
                  {t('common.edit')}
                </Button>
              </Space>
            );
          }}
        />
      )}
      <MenuItemDialog item={editing} busy={saveItem.isPending} onClose={() => setEditing(null)} onSubmit={(v) => saveItem.mutate(v)} />
    </>
  );
}

interface ItemValues {
  newTag: boolean;
  badge?: string;
  url?: string;
  openType: 'current' | 'tab' | 'external';
  everyone: boolean;
}

/** A menu item's New tag, badge, link and how it opens; "everyone" takes its roles away. */
function MenuItemDialog(props: {
  item: GrantItem | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (v: {
    id: string;
    version: number;
    newTag: boolean;
    badge: string | null;
    url: string | null;
    openType: ItemValues['openType'];
    everyone: boolean;
  }) => void;
}) {
  const { t, i18n } = useTranslation('adminOrg');
  const { item } = props;
  const lang = i18n.language as keyof GrantItem['names'];
  return (
    <FormDialog<GrantItem, ItemValues>
      open={!!item}
      editing={item}
      busy={props.busy}
      onClose={props.onClose}
      title={t('menus.itemTitle', { name: item ? item.names[lang] || item.names['zh-CN'] : '' })}
      startValues={(i) => ({
        newTag: !!i?.routeData?.newTag,
        badge: i?.routeData?.badge !== undefined ? String(i.routeData.badge) : '',
        url: i?.routeData?.url ?? '',
        openType: i?.routeData?.openType ?? 'current',
        everyone: false,
      })}
      onSubmit={(v) =>
        item &&
        props.onSubmit({
          id: item.id,
          version: item.version,
          newTag: v.newTag,
          badge: v.badge?.trim() || null,
          url: v.url?.trim() || null,
          openType: v.openType,
          everyone: v.everyone,
        })
      }
    >
      <Form.Item name="newTag" label={t('menus.newTag')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="badge" label={t('menus.badge')} extra={t('menus.badgeHint')}>
        <Input maxLength={12} />
      </Form.Item>
      <Form.Item name="url" label={t('menus.url')} extra={t('menus.urlHint')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="openType" label={t('menus.openType')}>
        <Select
          aria-label={t('menus.openType')}
          options={(['current', 'tab', 'external'] as const).map((v) => ({ value: v, label: t(`menus.open.${v}`) }))}
        />
      </Form.Item>
      {item && item.alias !== ADMIN_MENU_ALIAS && !item.adminGroup && item.roles.length > 0 && (
        <Form.Item name="everyone" label={t('menus.makeEveryone')} extra={t('menus.makeEveryoneHint')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormDialog>
  );
}
