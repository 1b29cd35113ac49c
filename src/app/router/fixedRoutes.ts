import type { CompiledRoute, RouteMeta } from './types';

/** Paths that open without signing in (spec 01 §2). */
export const PUBLIC_PATHS = ['/401', '/404', '/500'] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.replace(/^\/front(?=\/|$)/, '') || '/';
  return (PUBLIC_PATHS as readonly string[]).includes(path.replace(/\/+$/, '') || '/');
}

const meta = (titleKey: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title: '',
  titleKey,
  layout: 'main',
  ...extra,
});

const page = (path: string, name: string, component: string, m: RouteMeta): CompiledRoute => ({
  path,
  name,
  kind: 'page',
  component,
  meta: m,
});

/** The error pages, outside the signed-in tree. */
export const ERROR_ROUTES: CompiledRoute[] = [
  page('/401', '401', 'app/Error401', meta('route.error401', { layout: 'empty', hidden: true })),
  page('/404', '404', 'app/Error404', meta('route.error404', { layout: 'empty', hidden: true })),
  page('/500', '500', 'app/Error500', meta('route.error500', { layout: 'empty', hidden: true })),
];

/**
 * The fixed routes of spec 01 §2 and spec 02 §2, pointing at page registry keys. A key without a
 * page yet shows the default page (router/pageElement.tsx).
 */
export function fixedRoutes(options: { keepAlivePreviews: boolean }): CompiledRoute[] {
  const full = (child: string, name: string, component: string, titleKey: string): CompiledRoute =>
    page(child, name, component, meta(titleKey, { layout: 'empty' }));
  return [
    page('/default', 'default', 'app/Default', meta('route.default')),
    page('/flowChart', 'flowChart', 'flowchart/FlowChartPage', meta('route.flowChart')),
    page('/formPreview/:formId', 'formPreview', 'forms/FormPreview', meta('route.formPreview')),
    page('/sysModulePreview/:id/:appName', 'sysModulePreview', 'app/SysModulePreview', meta('route.sysModulePreview')),
    page('/templateForm/:templateKey/:action', 'templateForm', 'forms/TemplateForm', meta('route.templateForm', { keepAlive: true })),
    page(
      '/templateForm/:templateKey/:action/:data',
      'templateFormData',
      'forms/TemplateForm',
      meta('route.templateForm', { keepAlive: true }),
    ),
    page('/templateDraftList/:tempAlias/:dataViewFlag', 'templateDraftList', 'forms/TemplateDraftList', meta('route.templateDraftList')),
    page('/appContent', 'appContent', 'portal/AppContent', meta('route.appContent')),
    page(
      '/templatePreview/:templateKey/:parameterqQuerys/:rkey',
      'templatePreview',
      'forms/TemplatePreview',
      meta('route.templatePreview', { layout: 'templatePreview', keepAlive: options.keepAlivePreviews || undefined }),
    ),
    {
      path: '/fullMatter',
      name: 'fullMatter',
      kind: 'redirect',
      redirect: '/fullMatter/new',
      meta: meta('route.fullMatter', { layout: 'empty' }),
      children: [
        full('/fullMatter/new', 'fullMatterNew', 'tasks/FullNew', 'route.fullMatterNew'),
        full('/fullMatter/startProcess', 'fullMatterStartProcess', 'tasks/FullStartProcess', 'route.fullMatterStartProcess'),
        full('/fullMatter/myTask', 'fullMatterMyTask', 'tasks/FullMyTask', 'route.fullMatterMyTask'),
        full('/fullMatter/apply', 'fullMatterApply', 'tasks/FullApply', 'route.fullMatterApply'),
        full('/fullMatter/approvalForm', 'fullMatterApprovalForm', 'approval/ApprovalForm', 'route.approvalForm'),
        full('/fullMatter/circulateMatter', 'fullMatterCirculate', 'tasks/FullCirculate', 'route.fullMatterCirculate'),
      ],
    },
    page(
      '/external/approvalForm',
      'externalApprovalForm',
      'approval/ApprovalForm',
      meta('route.approvalForm', { layout: 'empty', queryAsProps: true }),
    ),
    // opened in a new window from a flow card: the form alone, without the frame
    page('/matter/approvalForm', 'matterApprovalForm', 'approval/ApprovalForm', meta('route.approvalForm', { layout: 'empty' })),
    page('/personal/message', 'personalMessage', 'messages/MessageList', meta('route.personalMessage')),
    page('/news', 'news', 'dashboard/NewsList', meta('route.news')),
    page('/s/:code', 'shortUrl', 'dashboard/ShortUrl', meta('route.shortUrl', { hidden: true })),
    // the large screen by alias in the route (the menu opens /largeScreen?alias=…, spec 02 §2)
    page('/largeScreen/:alias', 'largeScreen', 'screen/LargeScreen', meta('route.largeScreen', { layout: 'empty', hidden: true })),
  ];
}

/**
 * Menu routes first (they carry the menu's names and breadcrumb), then the fixed routes whose path
 * the menu does not already use (e.g. /personal/message is both).
 */
export function mergeRoutes(menuRoutes: readonly CompiledRoute[], fixed: readonly CompiledRoute[]): CompiledRoute[] {
  const taken = new Set(menuRoutes.map((r) => r.path));
  return [...menuRoutes, ...fixed.filter((r) => !taken.has(r.path))];
}
