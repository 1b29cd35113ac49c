import { App, Button, Dropdown, Empty, Space, Spin, Tag, Typography, theme } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageResultOf } from '@contract/common';
import type { AsyncEvent, AsyncEventKind, AsyncExportKind } from '@/api/portal';
import { formatDateTime } from '@/shared/time';
import { TipButton, type TipButtonProps } from '@/shared/ui/TipButton';
import { useAsyncEventActions, useFetchEventFile } from '../queries';

const STATUS_COLOUR: Record<AsyncEvent['status'], string> = {
  pending: 'default',
  running: 'processing',
  success: 'success',
  failed: 'error',
};
/** Locale keys of the export kinds (the wire names hold dots, which i18next reads as nesting). */
const KIND_KEY: Record<AsyncEventKind, string> = {
  'messages.csv': 'kind.messages',
  'department-users.csv': 'kind.departmentUsers',
  'print.pdf': 'kind.printPdf',
};
/** What the "new export" menu offers (a batch print is queued from the task and instance lists). */
const KINDS: AsyncExportKind[] = ['messages.csv', 'department-users.csv'];

/** A small icon button of an event's row. */
const RowAction = (props: TipButtonProps) => <TipButton size="small" type="text" {...props} />;

interface Props {
  query: UseQueryResult<PageResultOf<AsyncEvent>>;
}

export function AsyncEventList({ query }: Props) {
  const { t } = useTranslation('downloads');
  const { modal, message } = App.useApp();
  const { token } = theme.useToken();
  const { add, run, remove, removeAll } = useAsyncEventActions();
  const fetchFile = useFetchEventFile();
  const events = query.data?.rows ?? [];

  const confirmRemoveAll = () =>
    modal.confirm({
      title: t('removeAll.title'),
      content: t('removeAll.confirm', { count: query.data?.total ?? events.length }),
      okText: t('removeAll.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await removeAll.mutateAsync();
        message.success(t('removeAll.done'));
      },
    });

  return (
    <div style={{ width: 380, maxHeight: 420, overflowY: 'auto' }} data-testid="async-event-list">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Dropdown
          menu={{ items: KINDS.map((k) => ({ key: k, label: t(KIND_KEY[k]) })), onClick: ({ key }) => add.mutate(key as AsyncExportKind) }}
        >
          <Button size="small" icon={<PlusOutlined />} loading={add.isPending}>
            {t('add')}
          </Button>
        </Dropdown>
        <Button size="small" danger icon={<DeleteOutlined />} disabled={!events.length} onClick={confirmRemoveAll}>
          {t('removeAll.button')}
        </Button>
      </Space>
      {query.isPending ? (
        <Spin style={{ display: 'block', margin: 24 }} aria-label={t('loading')} />
      ) : events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {events.map((event) => (
            <li
              key={event.id}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0', borderTop: `1px solid ${token.colorSplit}` }}
            >
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {event.name}
                </Typography.Text>
                <Space size={4} wrap>
                  <Tag color={STATUS_COLOUR[event.status]}>{t(`status.${event.status}`)}</Tag>
                  <Typography.Text type="secondary">{formatDateTime(event.createTime)}</Typography.Text>
                  {event.status === 'failed' && event.error ? <Typography.Text type="danger">{event.error}</Typography.Text> : null}
                </Space>
              </div>
              <RowAction
                tip={t('run')}
                aria-label={t('runOne', { name: event.name })}
                icon={<PlayCircleOutlined />}
                disabled={event.status === 'running'}
                loading={run.isPending && run.variables === event.id}
                onClick={() => run.mutate(event.id)}
              />
              <RowAction
                tip={t('download')}
                aria-label={t('downloadOne', { name: event.name })}
                icon={<DownloadOutlined />}
                disabled={event.status !== 'success'}
                loading={fetchFile.isPending && fetchFile.variables?.id === event.id}
                onClick={() => fetchFile.mutate(event)}
              />
              <RowAction
                tip={t('remove')}
                danger
                aria-label={t('removeOne', { name: event.name })}
                icon={<DeleteOutlined />}
                onClick={() => remove.mutate(event.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
