import { useState } from 'react';
import { Form, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FlowInfo } from '@/api/authorization';
import { UserSelect } from '@/shared/ui/UserSelect';
import { LEVEL_COLORS, type AuthorizationLevel } from '../lib/levels';
import { authorizationQueries } from '../queries';

/** Which flows a person may start, and through which authorisations (the same check the start itself makes). */
export function FlowCheck() {
  const { t } = useTranslation('authorization');
  const [userId, setUserId] = useState<string | null>(null);
  const flows = useQuery({ ...authorizationQueries.flows(userId), enabled: !!userId });
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={t('check.person')} style={{ minWidth: 320 }}>
          <UserSelect
            aria-label={t('check.person')}
            value={userId ?? undefined}
            onChange={(v) => setUserId(typeof v === 'string' ? v : null)}
          />
        </Form.Item>
      </Form>
      {userId ? (
        <Table<FlowInfo>
          size="small"
          rowKey="defKey"
          loading={flows.isFetching}
          dataSource={flows.data ?? []}
          pagination={false}
          columns={[
            { key: 'name', title: t('check.flow'), dataIndex: 'name' },
            {
              key: 'mayStart',
              title: t('check.mayStart'),
              dataIndex: 'mayStart',
              width: 120,
              render: (v: boolean | null) => <Tag color={v ? 'green' : 'red'}>{v ? t('check.yes') : t('check.no')}</Tag>,
            },
            {
              key: 'via',
              title: t('check.via'),
              render: (_, f) =>
                f.via.length ? (
                  <Space size={[4, 4]} wrap>
                    {f.via.map((v) => (
                      <Tag key={v.id} color={LEVEL_COLORS[v.level as AuthorizationLevel]}>
                        {t(`level.${v.level}`)} · {v.name}
                      </Tag>
                    ))}
                  </Space>
                ) : f.mayStart && f.ruleCount > 0 ? (
                  <Typography.Text type="secondary">{t('check.flowRule')}</Typography.Text>
                ) : (
                  '-'
                ),
            },
            {
              key: 'rules',
              title: t('check.rules'),
              render: (_, f) =>
                f.everyone ? t('check.everyone') : t('check.restricted', { rules: f.ruleCount, authorizations: f.authorizationCount }),
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('check.pick')}</Typography.Text>
      )}
    </>
  );
}
