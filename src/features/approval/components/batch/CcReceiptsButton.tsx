import { useState } from 'react';
import { Button, Modal, Table, Tag } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CcReceipt } from '@/api/approvalBatch';
import { formatDateTime } from '@/shared/time';
import { followUpQueries } from './followUpQueries';

/** The circulated (CC) copies of the instance with, per recipient, when it was received and first opened. */
export function CcReceiptsButton({ instId }: { instId: string }) {
  const { t } = useTranslation('approvalBatch');
  const [open, setOpen] = useState(false);
  const receipts = useQuery(followUpQueries.receipts(instId));
  if (!receipts.data?.length) return null;
  const opened = receipts.data.filter((r) => r.openedTime).length;

  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)}>
        {t('receipts.button')} ({opened}/{receipts.data.length})
      </Button>
      <Modal
        open={open}
        title={t('receipts.title')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('receipts.close')}</Button>}
        width={720}
        destroyOnHidden
      >
        <Table<CcReceipt>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={receipts.data}
          locale={{ emptyText: t('receipts.empty') }}
          columns={[
            { key: 'to', title: t('receipts.to'), dataIndex: 'toUserName', width: 110 },
            { key: 'from', title: t('receipts.from'), dataIndex: 'fromUserName', width: 110, render: (v: string | null) => v ?? '-' },
            { key: 'received', title: t('receipts.received'), width: 160, render: (_, r) => formatDateTime(r.receivedTime) },
            {
              key: 'opened',
              title: t('receipts.opened'),
              width: 160,
              render: (_, r) => (r.openedTime ? formatDateTime(r.openedTime) : <Tag>{t('receipts.notOpened')}</Tag>),
            },
            { key: 'opinion', title: t('receipts.opinion'), dataIndex: 'opinion', ellipsis: true, render: (v: string | null) => v ?? '' },
          ]}
        />
      </Modal>
    </>
  );
}
