import { Button, Space } from 'antd';
import { HoverTip } from '@/shared/ui/HoverTip';
import { LikeFilled, LikeOutlined, StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { formQueries } from '../queries';
import { useCollectInstance, useLikeInstance } from '../mutations';
import { CcReceiptsButton } from './batch/CcReceiptsButton';
import { UrgeButton } from './batch/UrgeButton';

/** Urge and CC receipts (when there are any for the caller), like (with its count) and collect, on every form of an instance. */
export function InstanceExtras({ instId }: { instId: string }) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const likes = useQuery(formQueries.likes(instId));
  const like = useLikeInstance(instId, likes.data?.liked ?? false);
  const keep = useCollectInstance(instId, () => message.success(t('done.collect')));
  const liked = likes.data?.liked ?? false;
  const who = (likes.data?.users ?? []).map((u) => u.name).join(', ');
  return (
    <Space wrap>
      <UrgeButton instId={instId} />
      <CcReceiptsButton instId={instId} />
      <HoverTip title={who || undefined}>
        <Button
          icon={liked ? <LikeFilled /> : <LikeOutlined />}
          aria-pressed={liked}
          loading={like.isPending}
          onClick={() => like.mutate()}
        >
          {t('actions.like')} {likes.data?.count ? `(${likes.data.count})` : ''}
        </Button>
      </HoverTip>
      <Button icon={<StarOutlined />} loading={keep.isPending} onClick={() => keep.mutate()}>
        {t('actions.collect')}
      </Button>
    </Space>
  );
}
