import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { RichTextView } from '@/shared/form-runtime';
import { formatDateTime } from '@/shared/time';
import { newsDetailQuery } from '../queries';

interface Props {
  /** the item to show; null keeps the dialog closed */
  id: string | null;
  onClose: () => void;
}

/**
 * One news item (getNewsById): title, classification, time, author and its content. The server
 * sanitized the HTML on write; the portal still draws it only through the rich-text allow-list
 * as React elements, never as injected markup.
 */
export function NewsDetailDialog({ id, onClose }: Props) {
  const { t } = useTranslation('dashboard');
  const query = useQuery({ ...newsDetailQuery(id ?? ''), enabled: id !== null });
  const news = query.data;
  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      title={news?.title ?? t('news.detail')}
      footer={<Button onClick={onClose}>{t('news.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError || !news ? (
        <Typography.Text type="secondary">{t('home.loadFailed')}</Typography.Text>
      ) : (
        <article aria-label={news.title}>
          <Space wrap size={[12, 4]} style={{ marginBottom: 12 }}>
            <Tag>{news.classifyName}</Tag>
            <Typography.Text type="secondary">
              <time dateTime={news.publishTime}>{formatDateTime(news.publishTime)}</time>
            </Typography.Text>
            {news.author && <Typography.Text type="secondary">{t('news.author', { author: news.author })}</Typography.Text>}
          </Space>
          <RichTextView value={news.content} data-field="news-content" />
        </article>
      )}
    </Modal>
  );
}
