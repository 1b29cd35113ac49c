import { useState } from 'react';
import { Card, Col, Form, Input, Row, Select, Switch, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPES } from '@contract/uc-admin-org';
import type { RoleRow, RoleSave } from '@/api/adminOrg';
import { CrudList, crudTexts, useCrudList, type CrudDialogState, type SaveMutation } from '@/shared/ui/CrudList';
import { FormDialog } from '@/shared/ui/FormDialog';
import type { Paging } from '@/shared/ui/PagedTable';
import { SearchBox } from '@/shared/ui/SearchBox';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { CodeNameItems } from '../components/OrgDialogs';
import { MenuGrants } from '../components/MenuGrants';
import { RoleMembers } from '../components/RoleMembers';
import { adminOrgQueries, useRemoveRole, useSaveRole } from '../queries';

interface RoleValues {
  code: string;
  name: string;
  enabled: boolean;
  dataScope: RoleSave['dataScope'];
  description?: string;
}

function RoleDialog({ crud, save }: { crud: CrudDialogState<RoleRow>; save: SaveMutation<RoleSave> }) {
  const { t } = useTranslation('adminOrg');
  const { editing } = crud;
  return (
    <FormDialog<RoleRow, RoleValues>
      open={crud.open}
      editing={editing}
      busy={save.isPending}
      onClose={crud.close}
      title={editing ? t('roles.edit') : t('roles.add')}
      startValues={(r) => ({
        code: r?.code ?? '',
        name: r?.name ?? '',
        enabled: r?.enabled ?? true,
        dataScope: r?.dataScope ?? 'self',
        description: r?.description ?? '',
      })}
      onSubmit={(v) =>
        save.mutate({
          ...(editing ? { id: editing.id, version: editing.version } : {}),
          code: v.code,
          name: v.name,
          enabled: v.enabled,
          dataScope: v.dataScope,
          description: v.description?.trim() || null,
        })
      }
    >
      <CodeNameItems codeFixed={!!editing} />
      <Form.Item name="dataScope" label={t('roles.dataScope')}>
        <Select aria-label={t('roles.dataScope')} options={DATA_SCOPES.map((s) => ({ value: s, label: t(`roles.scope.${s}`) }))} />
      </Form.Item>
      <Form.Item name="enabled" label={t('roles.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="description" label={t('common.description')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** 'admin-org/RoleAdmin': roles, and for the chosen one its members and the menu items it sees. */
export default function RoleAdmin() {
  const { t } = useTranslation('adminOrg');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<RoleRow | null>(null);
  const crud = useCrudList({
    texts: crudTexts(t, 'roles', 'common'),
    query: (p: Paging) => adminOrgQueries.roles(p, name),
    toEditing: (r: RoleRow) => r,
  });
  const save = useSaveRole(crud.saved);
  const remove = useRemoveRole(crud.removed);
  const rows = crud.list.data?.rows ?? [];
  const current = chosen ? (rows.find((r) => r.id === chosen.id) ?? chosen) : null;
  const columns: FitColumn<RoleRow>[] = [
    {
      key: 'name',
      title: t('common.name'),
      dataIndex: 'name',
      width: 150,
      ellipsis: true,
      render: (v: string, r) => (
        <a role="button" onClick={() => setChosen(r)} aria-label={t('roles.open', { name: v })}>
          {v}
        </a>
      ),
    },
    { key: 'code', title: t('common.code'), dataIndex: 'code', width: 120, ellipsis: true, priority: 3 },
    {
      key: 'scope',
      title: t('roles.dataScope'),
      dataIndex: 'dataScope',
      width: 120,
      priority: 4,
      render: (s: string) => t(`roles.scope.${s}`),
    },
    {
      key: 'enabled',
      title: t('roles.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (on: boolean) => <Tag color={on ? 'success' : 'default'}>{on ? t('roles.on') : t('roles.off')}</Tag>,
    },
    { key: 'members', title: t('roles.members'), dataIndex: 'members', width: 80, priority: 5 },
  ];
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={11}>
        <CrudList
          crud={crud}
          title={t('roles.title')}
          columns={columns}
          remove={{
            ...remove,
            variables: remove.variables?.id,
            mutate: (id) => remove.mutate({ id, version: rows.find((r) => r.id === id)?.version ?? 1 }),
          }}
          toolbar={
            <SearchBox
              label={t('common.searchName')}
              allowClear
              onSearch={(v) => (setName(v), crud.setPaging({ ...crud.paging, page: 1 }))}
            />
          }
        >
          <RoleDialog crud={crud} save={save} />
        </CrudList>
      </Col>
      <Col xs={24} xl={13}>
        <Card size="small" title={current ? t('roles.chosen', { name: current.name }) : t('roles.pick')}>
          {current && (
            <Tabs
              items={[
                { key: 'menus', label: t('menus.title'), children: <MenuGrants role={current} /> },
                { key: 'members', label: t('roles.members'), children: <RoleMembers role={current} /> },
              ]}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
