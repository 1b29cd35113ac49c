import { useState } from 'react';
import { Button, Card, Input, Select, Space } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportAdminUsers, type AdminUserRow } from '@/api/adminUsers';
import { saveDownload } from '@/api/files';
import { DepartureDialog } from '@/features/admin-departures';
import { OrgSelect } from '@/shared/ui/OrgSelect';
import { type Paging } from '@/shared/ui/PagedTable';
import { usePhoneLayout } from '@/shared/ui/responsive';
import { DEFAULT_PAGE_SIZE } from '@/shared/ui/tableLayout';
import { useAppApis } from '@/shared/ui/useAppApis';
import { ImportDialog } from '../components/ImportDialog';
import { GeneratedPassword, PasswordDialog } from '../components/PasswordDialog';
import type { UserAction } from '../components/UserActions';
import { UserEditDialog } from '../components/UserEditDialog';
import { UserCards, UserTable } from '../components/UserList';
import { adminUserKeys, adminUserQueries, queryOf, useSetUserStatus, useUnlockUser, type AdminUserFilter } from '../queries';

const STATUSES = [
  { value: 1, key: 'normal' },
  { value: 0, key: 'disabled' },
  { value: -1, key: 'notActivated' },
  { value: 2, key: 'departed' },
] as const;

/**
 * 'admin-users/UserAdmin': the administrators' users — find (text, status, organisation with its children), sort, add,
 * edit, reset a password, enable, disable, mark departed, unlock; import from CSV or Excel with a preview; export the
 * filtered list. A table on wide screens, cards on a phone; every row's actions in a menu. The server checks every
 * right and every version.
 */
export default function UserAdmin() {
  const { t } = useTranslation('adminUsers');
  const { message } = useAppApis();
  const client = useQueryClient();
  const phone = usePhoneLayout();
  const [filter, setFilter] = useState<AdminUserFilter>({ text: '', status: '', orgId: '', sort: 'account', order: 'asc' });
  const [text, setText] = useState('');
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [resetting, setResetting] = useState<AdminUserRow | null>(null);
  const [shown, setShown] = useState<{ account: string; password: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [leaving, setLeaving] = useState<{ row: AdminUserRow; kind: 'departed' | 'disabled' } | null>(null);
  const list = useQuery(adminUserQueries.list(filter, paging));
  const status = useSetUserStatus(() => void message.success(t('statusChanged')));
  const unlock = useUnlockUser(() => void message.success(t('unlocked')));
  const changeFilter = (next: Partial<AdminUserFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const act = (action: UserAction, row: AdminUserRow) => {
    if (action === 'edit') setEditing(row.id);
    else if (action === 'password') setResetting(row);
    else if (action === 'unlock') unlock.mutate(row.id);
    else if (action === 'enable') status.mutate({ id: row.id, version: row.version, status: 1 });
    // disabling and departing first hand over what the person holds: the departures' preview, then its confirm
    else setLeaving({ row, kind: action === 'depart' ? 'departed' : 'disabled' });
  };

  const exportList = async () => {
    setExporting(true);
    try {
      saveDownload(await exportAdminUsers(queryOf(filter)), 'users.csv');
    } finally {
      setExporting(false);
    }
  };

  const showPassword = (account: string, password: string | undefined) => password && setShown({ account, password });

  return (
    <Card
      size="small"
      title={t('title')}
      extra={
        <Space wrap size={4}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('add')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('import.open')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
            {t('export')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12, width: '100%' }}>
        <Input.Search
          aria-label={t('filter.text')}
          placeholder={t('filter.text')}
          allowClear
          style={{ width: phone ? '100%' : 260 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => changeFilter({ text: v })}
        />
        <Select
          aria-label={t('filter.status')}
          style={{ minWidth: 130 }}
          value={filter.status}
          onChange={(s) => changeFilter({ status: s })}
          options={[
            { value: '', label: t('filter.allStatuses') },
            ...STATUSES.map((s) => ({ value: s.value, label: t(`status.${s.key}`) })),
          ]}
        />
        <div style={{ minWidth: 220 }}>
          <OrgSelect
            aria-label={t('filter.org')}
            placeholder={t('filter.org')}
            value={filter.orgId ? [filter.orgId] : []}
            onChange={(ids) => changeFilter({ orgId: ids[0] ?? '' })}
          />
        </div>
        {phone && (
          <Select
            aria-label={t('filter.sort')}
            style={{ minWidth: 160 }}
            value={`${filter.sort}:${filter.order}`}
            onChange={(v) => {
              const [sort, order] = v.split(':') as [AdminUserFilter['sort'], AdminUserFilter['order']];
              changeFilter({ sort, order });
            }}
            options={(['account', 'fullname', 'createdAt', 'status'] as const).flatMap((s) =>
              (['asc', 'desc'] as const).map((o) => ({ value: `${s}:${o}`, label: t(`sort.${s}_${o}`) })),
            )}
          />
        )}
      </Space>
      {phone ? (
        <UserCards source={list} paging={paging} onPaging={setPaging} onAction={act} />
      ) : (
        <UserTable
          source={list}
          paging={paging}
          onPaging={setPaging}
          onAction={act}
          sort={filter}
          onSort={(sort, order) => changeFilter({ sort, order })}
        />
      )}
      <UserEditDialog id={editing} onClose={() => setEditing(undefined)} onCreated={showPassword} />
      <PasswordDialog user={resetting} onClose={() => setResetting(null)} onGenerated={showPassword} />
      <GeneratedPassword shown={shown} onClose={() => setShown(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      {leaving && (
        <DepartureDialog
          userId={leaving.row.id}
          userName={leaving.row.fullname}
          kind={leaving.kind}
          open
          onClose={() => setLeaving(null)}
          onDone={() => {
            setLeaving(null);
            void client.invalidateQueries({ queryKey: adminUserKeys.all });
          }}
        />
      )}
    </Card>
  );
}
