import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Col, Empty, Row, Typography } from 'antd';
import { AppstoreOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SysApp } from '@/api/menu';
import { appConfig } from '@/shared/config';
import { inReaderLanguage } from '@/shared/handbook';
import { formsQueries } from '../queries';
import { appTarget } from '../lib/links';
import { PageState } from '../components/PageState';

/**
 * /appContent: the applications the caller may open (queryByFilter, page 1, 50 a page, params
 * menuId from the menu's query or the address), as cards. Links leave the portal only for our own
 * origin or an allow-listed host.
 */
export default function AppContent({ menuId: fromMenu }: { menuId?: string }) {
  const { t } = useTranslation('forms');
  const [search] = useSearchParams();
  // no menu named: every application the caller may open
  const menuId = fromMenu || search.get('menuId') || '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const apps = useQuery(formsQueries.apps(menuId));

  if (!apps.data) return <PageState loading={apps.isPending} error={apps.error} />;
  const open = (app: SysApp) => {
    const target = appTarget(app.url, app.openType, window.location.origin, appConfig.tokenLinkHosts);
    if (target.kind === 'route') navigate(target.path);
    else if (target.kind === 'window') window.open(inReaderLanguage(target.href), '_blank', 'noopener,noreferrer');
    else message.warning(t('apps.refused'));
  };

  return (
    <Card title={t('apps.title')} extra={<Typography.Text type="secondary">{t('apps.count', { n: apps.data.total })}</Typography.Text>}>
      {apps.data.rows.length === 0 ? (
        <Empty description={t('apps.none')} />
      ) : (
        <Row gutter={[16, 16]}>
          {apps.data.rows.map((app) => (
            <Col key={app.id} xs={24} sm={12} md={8} xl={6}>
              <Card
                hoverable
                role="link"
                tabIndex={0}
                aria-label={app.name}
                onClick={() => open(app)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    open(app);
                  }
                }}
              >
                <Card.Meta
                  avatar={<AppstoreOutlined style={{ fontSize: 28 }} />}
                  title={
                    <span>
                      {app.name} {app.openType !== 'current' ? <ExportOutlined aria-label={t('apps.newWindow')} /> : null}
                    </span>
                  }
                  description={app.description ?? ''}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
