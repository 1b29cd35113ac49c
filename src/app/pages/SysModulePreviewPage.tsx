import { Suspense, useMemo, useState } from 'react';
import { Empty, Layout, Menu, Result, Skeleton, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/shared/config';
import { inReaderLanguage } from '@/shared/handbook';
import { useAuthStore } from '@/shared/session';
import { useShellData } from '../router/context';
import { lazyPage } from '../router/registry';
import { sysModuleQuery } from '../router/menuQuery';
import { isEmbeddableUrl } from '../router/urls';
import { PageLoading } from '../router/RoutePage';
import { MODULE_ITEM_PAGES, groupModuleItems, workspaceAddress, type ModuleGroup } from './moduleModel';
import styles from './pages.module.css';

type Item = ModuleGroup['columns'][number]['items'][number];

function ItemView({ item }: { item: Item }) {
  const { t } = useTranslation('shell');
  const { registry } = useShellData();
  const token = useAuthStore((s) => s.token);
  const rtoken = useAuthStore((s) => s.rtoken);
  const pageKey = MODULE_ITEM_PAGES[item.type];
  const Page = pageKey ? (lazyPage(pageKey, registry) ?? lazyPage(pageKey)) : undefined;
  if (Page) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page templateKey={item.code} alias={item.code} parameterqQuerys="" rkey={item.code} />
      </Suspense>
    );
  }
  if (!item.url) return <Result status="info" title={item.name} subTitle={t('module.unavailable')} />;
  const address = workspaceAddress(item.url, token ? { token, rtoken } : null, appConfig.tokenLinkHosts, window.location.origin);
  if (!address || !isEmbeddableUrl(address, window.location.origin, appConfig.tokenLinkHosts)) {
    return <Result status="warning" title={item.name} subTitle={t('onlineMenu.notAllowed')} />;
  }
  return (
    <iframe
      key={item.key}
      className={styles.moduleFrame}
      title={item.name}
      src={inReaderLanguage(address)}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * /sysModulePreview/{id}/{appName}: a system module (GET /sys/sysModule/v1/getJson?id) with its
 * items in a collapsible left menu, the chosen one at full window height.
 */
export default function SysModulePreviewPage() {
  const { t } = useTranslation('shell');
  const { id = '', appName = '' } = useParams();
  const [collapsed, setCollapsed] = useState(false);
  // a narrow screen starts with the aside folded, and folds it again once an item is chosen
  const [narrow, setNarrow] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const module = useQuery(sysModuleQuery(id));
  const groups = useMemo(() => groupModuleItems(module.data), [module.data]);
  const items = useMemo(() => groups.flatMap((g) => g.columns.flatMap((c) => c.items)), [groups]);
  const current = items.find((i) => i.key === chosen) ?? items[0];

  const menuItems: MenuProps['items'] = groups.map((g) => ({
    type: 'group',
    key: `type:${g.type}`,
    label: t(`module.groups.${g.type}`),
    children: g.columns.flatMap((c) => {
      const leaves = c.items.map((i) => ({ key: i.key, label: i.name }));
      // a column name that only repeats the group's own name adds nothing
      return g.columns.length > 1 && c.columnName
        ? [{ type: 'group' as const, key: `col:${g.type}:${c.columnName}`, label: c.columnName, children: leaves }]
        : leaves;
    }),
  }));

  if (module.isPending) return <Skeleton active />;
  if (module.isError || !module.data) {
    // an unknown id: the server's own words ("the system module does not exist"), in the reader's language
    const missing = (module.error as { status?: number } | null)?.status === 404;
    return <Result status="warning" title={appName} subTitle={missing ? module.error!.message : t('module.loadFailed')} />;
  }
  return (
    <Layout className={styles.module}>
      <Layout.Sider
        data-testid="module-aside"
        className={narrow ? styles.moduleAsideOver : undefined}
        theme="light"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={220}
        collapsedWidth={0}
        zeroWidthTriggerStyle={{ top: 'auto', bottom: 16 }}
        breakpoint="md"
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
      >
        <Typography.Title level={5} className={styles.moduleTitle} ellipsis>
          {module.data.name}
        </Typography.Title>
        <Menu
          mode="inline"
          items={menuItems}
          selectedKeys={current ? [current.key] : []}
          onClick={({ key }) => {
            setChosen(key);
            if (narrow) setCollapsed(true);
          }}
        />
      </Layout.Sider>
      <Layout.Content className={styles.moduleContent}>
        {current ? <ItemView item={current} /> : <Empty description={t('module.empty')} />}
      </Layout.Content>
    </Layout>
  );
}
