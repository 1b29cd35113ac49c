import { Button, Space, Tooltip } from 'antd';
import { LikeFilled, LikeOutlined, StarOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { addOrUpdateLikeRecord, collect, getLikeListByRefId } from '@/api/runtime';
import { taskKeys } from '@/features/tasks';

/** Like (with its count) and collect, offered on every form of an instance. */
export function InstanceExtras({ instId }: { instId: string }) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const likeKey = ['approval', 'instance', instId, 'likes'] as const;
  const likes = useQuery({ queryKey: likeKey, queryFn: async () => (await getLikeListByRefId([instId]))[0] ?? null });
  const like = useMutation({
    mutationFn: () => addOrUpdateLikeRecord({ refId: instId, like: !(likes.data?.liked ?? false) }),
    onSuccess: (summary) => queryClient.setQueryData(likeKey, summary),
  });
  const keep = useMutation({
    mutationFn: () => collect({ instId, collect: true }),
    onSuccess: () => {
      message.success(t('done.collect'));
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
  const liked = likes.data?.liked ?? false;
  const who = (likes.data?.users ?? []).map((u) => u.name).join(', ');
  return (
    <Space>
      <Tooltip title={who || undefined}>
        <Button
          icon={liked ? <LikeFilled /> : <LikeOutlined />}
          aria-pressed={liked}
          loading={like.isPending}
          onClick={() => like.mutate()}
        >
          {t('actions.like')} {likes.data?.count ? `(${likes.data.count})` : ''}
        </Button>
      </Tooltip>
      <Button icon={<StarOutlined />} loading={keep.isPending} onClick={() => keep.mutate()}>
        {t('actions.collect')}
      </Button>
    </Space>
  );
}
