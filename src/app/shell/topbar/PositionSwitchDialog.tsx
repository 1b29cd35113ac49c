import { useState } from 'react';
import { App as AntApp, Empty, Modal, Radio, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setCookie } from '@/api/uc';
import { useAuthStore } from '@/shared/session';
import { STORAGE_KEYS, readItem, writeItem } from '@/shared/storage';
import { browserLocation } from '@/shared/browser';
import { userDetailQuery } from './profileQueries';
import type { DialogProps } from './PersonalInfoDialog';

/**
 * Position switch: the user picks one of their posts; the server is told (setCookie?postId), the
 * post is kept for this browser session and the page reloads under it.
 */
export default function PositionSwitchDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('shell');
  const { message } = AntApp.useApp();
  const account = useAuthStore((s) => s.account);
  const detail = useQuery(userDetailQuery(account));
  const posts = detail.data?.postList ?? [];
  const current = readItem(STORAGE_KEYS.postId, 'session') ?? posts.find((p) => p.isMain)?.postId ?? posts[0]?.postId;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const value = chosen ?? current;

  const onOk = async () => {
    if (!value || value === current) return onClose();
    setSaving(true);
    try {
      await setCookie(value);
      writeItem(STORAGE_KEYS.postId, value, 'session');
      browserLocation.reload();
    } catch {
      // the http client has shown why
      setSaving(false);
      message.error(t('position.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('avatar.switchPosition')}
      onCancel={onClose}
      onOk={onOk}
      okButtonProps={{ disabled: !value, loading: saving }}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : posts.length === 0 ? (
        <Empty description={t('position.none')} />
      ) : (
        <Radio.Group value={value} onChange={(e) => setChosen(e.target.value)}>
          <Space direction="vertical">
            {posts.map((p) => (
              <Radio key={p.postId} value={p.postId}>
                {p.postName}
                {(p.orgName || p.pathName) && <Typography.Text type="secondary"> · {p.orgName || p.pathName}</Typography.Text>}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
