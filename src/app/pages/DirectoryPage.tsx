import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute, useShellData } from '../router/context';
import { findDirectory } from '../shell/menu/menuModel';
import { MenuIcon } from '../shell/menu/MenuIcon';

/** A menu directory opened by its own path (e.g. from the breadcrumb): links to what it holds. */
export default function DirectoryPage() {
  const { t } = useTranslation('shell');
  const route = useCurrentRoute();
  const { menu } = useShellData();
  const node = route ? findDirectory(menu, route.path) : undefined;
  const items = (node?.children ?? []).filter((c) => c.to && c.openType !== 'external');
  return (
    <div>
      <Typography.Title level={4}>{node?.title ?? route?.meta.title}</Typography.Title>
      {items.length === 0 ? (
        <Empty description={t('directory.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((c) => (
            <Col key={c.key} xs={24} sm={12} md={8} lg={6}>
              <Link to={c.to!}>
                <Card hoverable size="small">
                  <Card.Meta avatar={<MenuIcon name={c.icon} />} title={c.title} />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
