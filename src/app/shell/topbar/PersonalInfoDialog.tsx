import { Avatar, Descriptions, Modal, Skeleton, Tag, Result } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuthStore, avatarAddress } from '@/shared/session';
import { toAdminFlag } from '@/shared/validators';
import { userDetailQuery } from './profileQueries';
import { dataScopeKey, sexKey, userStatusKey } from './profileModel';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** The detail record of spec 01 §3 for the signed-in user (getDetailByAccountOrId). */
export default function PersonalInfoDialog({ open, onClose }: DialogProps) {
  const { t } = useTranslation('shell');
  const account = useAuthStore((s) => s.account);
  const detail = useQuery(userDetailQuery(account));
  const record = detail.data;
  const user = record?.user;
  const sex = sexKey(user?.sex);

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('avatar.personalInfo')} width={640} destroyOnHidden>
      {detail.isPending && <Skeleton active avatar />}
      {detail.isError && <Result status="warning" subTitle={t('profile.loadFailed')} />}
      {user && record && (
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          bordered
          items={[
            {
              key: 'photo',
              label: t('profile.photo'),
              span: 'filled',
              children: <Avatar size={64} src={avatarAddress(user.account, user.photo)} icon={<UserOutlined />} alt="" />,
            },
            { key: 'fullname', label: t('profile.fullname'), children: user.fullname },
            { key: 'account', label: t('profile.account'), children: user.account },
            { key: 'mobile', label: t('profile.mobile'), children: user.mobile || '-' },
            { key: 'email', label: t('profile.email'), children: user.email || '-' },
            { key: 'sex', label: t('profile.sex'), children: sex ? t(`profile.sexes.${sex}`) : user.sex || '-' },
            { key: 'status', label: t('profile.status'), children: t(`profile.statuses.${userStatusKey(user.status)}`) },
            { key: 'admin', label: t('profile.admin'), children: toAdminFlag(user.admin) ? t('profile.yes') : t('profile.no') },
            { key: 'address', label: t('profile.address'), children: user.address || '-' },
            {
              key: 'orgs',
              label: t('profile.orgs'),
              span: 'filled',
              children: record.orgList.map((o) => <Tag key={o.orgId}>{o.pathName || o.orgName}</Tag>),
            },
            {
              key: 'posts',
              label: t('profile.posts'),
              span: 'filled',
              children: record.postList.map((p) => <Tag key={p.postId}>{p.pathName || p.postName}</Tag>),
            },
            {
              key: 'roles',
              label: t('profile.roles'),
              span: 'filled',
              children: (record.role ?? []).map((r) => <Tag key={r.code}>{r.name || r.code}</Tag>),
            },
            {
              key: 'dataScopes',
              label: t('profile.dataScopes'),
              span: 'filled',
              children: (record.dataScopes ?? []).map((d) => {
                const key = dataScopeKey(d.dataScopeCode);
                return <Tag key={d.dataScopeCode}>{key ? t(`profile.dataScope.${key}`) : d.dataScopeCode}</Tag>;
              }),
            },
          ]}
        />
      )}
    </Modal>
  );
}
