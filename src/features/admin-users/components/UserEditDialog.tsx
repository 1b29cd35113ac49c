import { Checkbox, Form, Input, Radio, Select, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUserEdit, AdminUserSave } from '@/api/adminUsers';
import { FormDialog } from '@/shared/ui/FormDialog';
import { OrgSelect } from '@/shared/ui/OrgSelect';
import { RefSelect } from '@/shared/ui/RefSelect';
import { adminUserQueries, useSaveAdminUser } from '../queries';
import { AvatarUpload } from './AvatarUpload';

interface Values {
  account: string;
  fullname: string;
  email?: string;
  mobile?: string;
  sex?: string;
  employeeNo?: string;
  photo?: string | null;
  mainOrg: string[];
  mainPost?: string[];
  posts?: string[];
  roles?: string[];
  isAdmin?: boolean;
  leader?: boolean;
  status?: 1 | -1;
}

interface Props {
  /** undefined: closed; null: a new user; else the id being edited */
  id: string | null | undefined;
  onClose(): void;
  /** a new user's generated password, to be shown once */
  onCreated(account: string, generatedPassword: string | undefined): void;
}

const startOf = (u: AdminUserEdit | null): Partial<Values> =>
  u
    ? {
        account: u.account,
        fullname: u.fullname,
        email: u.email ?? '',
        mobile: u.mobile ?? '',
        sex: u.sex ?? undefined,
        employeeNo: u.employeeNo ?? '',
        photo: u.photo,
        mainOrg: u.mainOrgId ? [u.mainOrgId] : [],
        mainPost: u.mainPostId ? [u.mainPostId] : [],
        posts: u.postIds,
        roles: u.roleIds,
        isAdmin: u.isAdmin,
        leader: u.leader,
      }
    : { mainOrg: [], mainPost: [], posts: [], roles: [], isAdmin: false, leader: false, status: 1, photo: null };

/**
 * Adds a user or changes one: account, name, contact, main organisation and post, further posts, roles, admin flag,
 * leader, picture. A change names the version it read; another administrator's change since is refused by the server
 * (409, its message shown) and the dialog keeps what was typed.
 */
export function UserEditDialog({ id, onClose, onCreated }: Props) {
  const { t } = useTranslation('adminUsers');
  const item = useQuery({ ...adminUserQueries.item(id ?? ''), enabled: !!id });
  const editing = id ? (item.data ?? null) : null;
  const save = useSaveAdminUser();
  const open = id !== undefined && (id === null || !!item.data);
  const submit = (v: Values) => {
    const body: AdminUserSave = {
      ...(editing ? { id: editing.id, version: editing.version } : { status: v.status ?? 1 }),
      account: v.account,
      fullname: v.fullname,
      email: v.email || null,
      mobile: v.mobile || null,
      sex: v.sex || null,
      employeeNo: v.employeeNo || null,
      photo: v.photo || null,
      mainOrgId: v.mainOrg[0],
      mainPostId: v.mainPost?.[0] ?? null,
      postIds: v.posts ?? [],
      roleIds: v.roles ?? [],
      isAdmin: !!v.isAdmin,
      leader: !!v.leader,
    };
    save.mutate(body, {
      onSuccess: (answer) => {
        if (!editing) onCreated(body.account, answer.generatedPassword);
        onClose();
      },
    });
  };
  return (
    <>
      {id && item.isLoading && <Spin aria-label={t('loading')} />}
      <FormDialog<AdminUserEdit, Values>
        open={open}
        editing={editing}
        title={editing ? t('edit.titleEdit') : t('edit.titleNew')}
        busy={save.isPending}
        startValues={startOf}
        onSubmit={submit}
        onClose={onClose}
      >
        <Form.Item name="photo" label={t('field.photo')}>
          <AvatarUpload />
        </Form.Item>
        <Form.Item name="account" label={t('field.account')} rules={[{ required: true, whitespace: true, message: t('rule.account') }]}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="fullname" label={t('field.fullname')} rules={[{ required: true, whitespace: true, message: t('rule.fullname') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Space wrap style={{ width: '100%' }} styles={{ item: { minWidth: 200, flex: 1 } }}>
          <Form.Item name="email" label={t('field.email')} rules={[{ type: 'email', message: t('rule.email') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="mobile" label={t('field.mobile')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="employeeNo" label={t('field.employeeNo')}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="sex" label={t('field.sex')}>
            <Select
              allowClear
              options={[
                { value: 'M', label: t('sex.M') },
                { value: 'F', label: t('sex.F') },
              ]}
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="mainOrg"
          label={t('field.mainOrg')}
          rules={[{ required: true, type: 'array', min: 1, message: t('rule.mainOrg') }]}
        >
          <OrgSelect aria-label={t('field.mainOrg')} />
        </Form.Item>
        <Form.Item name="mainPost" label={t('field.mainPost')}>
          <RefSelect kind="post" aria-label={t('field.mainPost')} />
        </Form.Item>
        <Form.Item name="posts" label={t('field.posts')}>
          <RefSelect kind="post" multiple aria-label={t('field.posts')} />
        </Form.Item>
        <Form.Item
          name="roles"
          label={t('field.roles')}
          extra={
            editing?.dataScopes.length ? t('edit.scopes', { scopes: editing.dataScopes.map((s) => t(`scope.${s}`)).join(', ') }) : undefined
          }
        >
          <RefSelect kind="role" multiple aria-label={t('field.roles')} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="isAdmin" valuePropName="checked" noStyle>
            <Checkbox>{t('field.isAdmin')}</Checkbox>
          </Form.Item>
          <Form.Item name="leader" valuePropName="checked" noStyle>
            <Checkbox>{t('field.leader')}</Checkbox>
          </Form.Item>
        </Space>
        {!editing && (
          <Form.Item name="status" label={t('field.status')} style={{ marginTop: 12 }}>
            <Radio.Group
              options={[
                { value: 1, label: t('status.normal') },
                { value: -1, label: t('status.notActivated') },
              ]}
            />
          </Form.Item>
        )}
        {!editing && <Typography.Paragraph type="secondary">{t('edit.passwordNote')}</Typography.Paragraph>}
      </FormDialog>
    </>
  );
}
