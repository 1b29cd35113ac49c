import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Input, List, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeOpinions } from '@/api/flowAdmin';
import { formatDateTime } from '@/shared/time';
import { flowAdminQueries, useUpdateOpinion } from '../queries';

type Opinion = NodeOpinions['opinions'][number];

/** An instance's opinions by node, each with its correction (the text only; who and when stay). */
export function InstanceOpinions({ instId }: { instId: string }) {
  const { t } = useTranslation('flowAdmin');
  const { message } = App.useApp();
  const groups = useQuery(flowAdminQueries.opinions(instId));
  const [editing, setEditing] = useState<Opinion | null>(null);
  const [text, setText] = useState('');
  const update = useUpdateOpinion(instId, () => {
    message.success(t('opinions.saved'));
    setEditing(null);
  });

  if (groups.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!groups.data) return <Spin />;
  const nodes = groups.data.filter((g) => g.opinions.some((o) => o.auditor));
  if (!nodes.length) return <Empty description={t('opinions.none')} />;
  return (
    <>
      {nodes.map((g) => (
        <section key={g.nodeId} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{g.taskName}</Typography.Title>
          <List
            size="small"
            bordered
            dataSource={g.opinions.filter((o) => o.auditor)}
            renderItem={(o) => (
              <List.Item
                actions={[
                  <Button
                    key="edit"
                    size="small"
                    aria-label={t('opinions.editOf', { name: o.auditorName ?? '' })}
                    onClick={() => {
                      setEditing(o);
                      setText(o.opinion ?? '');
                    }}
                  >
                    {t('opinions.edit')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={`${o.auditorName ?? ''} · ${o.statusVal}`}
                  description={
                    <>
                      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{o.opinion || t('opinions.empty')}</div>
                      <Typography.Text type="secondary">{formatDateTime(o.completeTime ?? o.createTime)}</Typography.Text>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </section>
      ))}
      <Modal
        open={editing !== null}
        title={t('opinions.dialog', { name: editing?.auditorName ?? '' })}
        okText={t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: !text.trim() }}
        confirmLoading={update.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => editing && update.mutate({ id: editing.id, opinion: text.trim() })}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('opinions.note')}</Typography.Paragraph>
        <Input.TextArea aria-label={t('opinions.text')} rows={4} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      </Modal>
    </>
  );
}
