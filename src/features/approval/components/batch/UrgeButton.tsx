import { useState } from 'react';
import { App, Button, Input, Modal, Radio, Space, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { URGE_INTERVAL_MINUTES } from '@contract/workflow-urging';
import { urgeTask } from '@/api/approvalBatch';
import { useRefreshingMutation } from '@/shared/refreshingMutation';
import { formatDateTime } from '@/shared/time';
import { followUpKeys, followUpQueries } from './followUpQueries';

/**
 * Urge the handler of an open task of the instance: offered to whoever the server lets urge
 * (the initiator, a participant, an admin); a task urged less than the interval ago shows when it may be urged again.
 */
export function UrgeButton({ instId }: { instId: string }) {
  const { t } = useTranslation('approvalBatch');
  const { message } = App.useApp();
  const state = useQuery(followUpQueries.urges(instId));
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const [words, setWords] = useState('');
  const rows = (state.data ?? []).filter((r) => r.canUrge || r.nextAllowed);
  const urge = useRefreshingMutation(urgeTask, [followUpKeys.urges(instId), ['approval', 'instance', instId]], (answer) => {
    const row = rows.find((r) => r.taskId === answer.taskId);
    message.success(
      answer.escalatedTo ? t('urge.escalated', { leader: answer.escalatedTo.name }) : t('urge.sent', { name: row?.assigneeName ?? '' }),
    );
    setOpen(false);
    setWords('');
  });
  if (!rows.length) return null;
  const target = rows.find((r) => r.taskId === chosen && r.canUrge) ?? rows.find((r) => r.canUrge);

  return (
    <>
      <Button icon={<BellOutlined />} onClick={() => setOpen(true)}>
        {t('urge.button')}
      </Button>
      <Modal
        open={open}
        title={t('urge.title')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        okText={t('urge.send')}
        okButtonProps={{ disabled: !target, loading: urge.isPending }}
        onOk={() => target && urge.mutate({ taskId: target.taskId, ...(words.trim() ? { message: words.trim() } : {}) })}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('urge.intro', { minutes: URGE_INTERVAL_MINUTES })}
          </Typography.Paragraph>
          <Radio.Group value={target?.taskId} onChange={(e) => setChosen(String(e.target.value))}>
            <Space orientation="vertical">
              {rows.map((r) => (
                <Radio key={r.taskId} value={r.taskId} disabled={!r.canUrge}>
                  {t('urge.task', { node: r.nodeName, assignee: r.assigneeName ?? '-' })}
                  {r.count ? <Typography.Text type="secondary"> · {t('urge.count', { count: r.count })}</Typography.Text> : null}
                  {r.nextAllowed ? (
                    <Typography.Text type="secondary"> · {t('urge.next', { time: formatDateTime(r.nextAllowed) })}</Typography.Text>
                  ) : null}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Input.TextArea
            aria-label={t('urge.message')}
            placeholder={t('urge.messagePlaceholder')}
            value={words}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(e) => setWords(e.target.value)}
          />
        </Space>
      </Modal>
    </>
  );
}
