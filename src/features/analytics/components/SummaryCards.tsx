import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Flex, InputNumber, Row, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Summary } from '@/api/analytics';
import { useSetWipTarget } from '../queries';

/** Started, ended, running, and work in progress against the target (which an administrator sets here). */
export function SummaryCards({ summary }: { summary: Summary }) {
  const { t } = useTranslation('analytics');
  const { message } = App.useApp();
  const [target, setTarget] = useState<number | null>(summary.wipTarget);
  useEffect(() => setTarget(summary.wipTarget), [summary.wipTarget, summary.defKey]);
  const save = useSetWipTarget(() => message.success(t('card.targetSaved')));
  const over = summary.wipTarget !== null && summary.running > summary.wipTarget;
  const cards = [
    { key: 'started', value: summary.started },
    { key: 'ended', value: summary.ended },
    { key: 'running', value: summary.running },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((c) => (
        <Col key={c.key} xs={12} md={6}>
          <Card size="small">
            <Statistic title={t(`card.${c.key}`)} value={c.value} />
          </Card>
        </Col>
      ))}
      <Col xs={24} md={6}>
        <Card size="small">
          <Statistic
            title={t('card.wip')}
            value={summary.wipTarget === null ? summary.running : t('card.wipOf', { running: summary.running, target: summary.wipTarget })}
            suffix={
              summary.wipTarget === null ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('card.noTarget')}
                </Typography.Text>
              ) : (
                <Tag color={over ? 'error' : 'success'}>{t(over ? 'card.over' : 'card.within')}</Tag>
              )
            }
          />
          <Flex gap={6} style={{ marginTop: 8 }}>
            <InputNumber
              size="small"
              min={0}
              precision={0}
              value={target}
              onChange={(v) => setTarget(v)}
              aria-label={t('card.target')}
              placeholder={t('card.target')}
              style={{ flex: 1 }}
            />
            <Button
              size="small"
              loading={save.isPending}
              onClick={() => save.mutate({ defKey: summary.defKey, ...(target === null ? {} : { wipTarget: target }) })}
            >
              {t('card.save')}
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
