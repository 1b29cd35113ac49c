import { useMemo, useState } from 'react';
import { Button, Form, List, Modal, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PostRow, PostSave } from '@/api/adminOrg';
import { FormDialog } from '@/shared/ui/FormDialog';
import { UserSelect } from '@/shared/ui/UserSelect';
import { adminOrgQueries, useChangeHolders } from '../queries';
import { CodeNameItems } from './OrgDialogs';

interface PostValues {
  code: string;
  name: string;
  jobId?: string;
  isLeader: boolean;
}

/** A new post of a unit or a change of one: code, name, job, leader post or not. */
export function PostDialog(props: {
  open: boolean;
  post: PostRow | null;
  orgId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (v: PostSave) => void;
}) {
  const { t } = useTranslation('adminOrg');
  const { post } = props;
  const jobs = useQuery({ ...adminOrgQueries.allJobs(), enabled: props.open });
  const options = useMemo(() => (jobs.data?.rows ?? []).map((j) => ({ value: j.id, label: `${j.name} (${j.code})` })), [jobs.data]);
  return (
    <FormDialog<PostRow, PostValues>
      open={props.open}
      editing={post}
      busy={props.busy}
      onClose={props.onClose}
      title={post ? t('posts.edit') : t('posts.add')}
      startValues={(p) => ({ code: p?.code ?? '', name: p?.name ?? '', jobId: p?.jobId ?? undefined, isLeader: p?.isLeader ?? false })}
      onSubmit={(v) =>
        props.onSubmit({
          ...(post ? { id: post.id, version: post.version } : {}),
          orgId: post?.orgId ?? props.orgId,
          jobId: v.jobId ?? null,
          code: v.code,
          name: v.name,
          isLeader: v.isLeader,
        })
      }
    >
      <CodeNameItems />
      <Form.Item name="jobId" label={t('posts.job')}>
        <Select allowClear showSearch optionFilterProp="label" options={options} loading={jobs.isFetching} aria-label={t('posts.job')} />
      </Form.Item>
      <Form.Item name="isLeader" label={t('posts.isLeader')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

/** Who holds a post: add people (the post's unit becomes theirs too) and take them away. */
export function HoldersDialog({ post, onClose }: { post: PostRow | null; onClose: () => void }) {
  const { t } = useTranslation('adminOrg');
  const holders = useQuery({ ...adminOrgQueries.holders(post?.id ?? ''), enabled: !!post });
  const [adding, setAdding] = useState<string[]>([]);
  const change = useChangeHolders(() => setAdding([]));
  const ids = (holders.data ?? []).map((h) => h.userId);
  return (
    <Modal open={!!post} title={t('posts.holdersOf', { name: post?.name ?? '' })} onCancel={onClose} footer={null} destroyOnHidden>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <UserSelect
          mode="multiple"
          aria-label={t('posts.addHolders')}
          placeholder={t('posts.addHolders')}
          value={adding}
          excludeIds={ids}
          onChange={(v) => setAdding(Array.isArray(v) ? v : v ? [v] : [])}
        />
        <Button
          type="primary"
          disabled={!adding.length}
          loading={change.isPending}
          onClick={() => post && change.mutate({ postId: post.id, add: adding, remove: [] })}
        >
          {t('common.add')}
        </Button>
      </Space.Compact>
      <List
        size="small"
        loading={holders.isFetching}
        dataSource={holders.data ?? []}
        locale={{ emptyText: t('posts.noHolders') }}
        renderItem={(h) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                size="small"
                aria-label={t('common.removeNamed', { name: h.fullname })}
                onClick={() => post && change.mutate({ postId: post.id, add: [], remove: [h.userId] })}
              >
                {t('common.remove')}
              </Button>,
            ]}
          >
            {h.fullname} ({h.account})
          </List.Item>
        )}
      />
    </Modal>
  );
}
