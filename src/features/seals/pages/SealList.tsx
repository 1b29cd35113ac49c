import { useState } from 'react';
import { App, Button, Card, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SealRow } from '@/api/seals';
import { SignatureImage } from '@/shared/form-runtime';
import { CrudList, crudTexts, useCrudList } from '@/shared/ui/CrudList';
import { timeColumn } from '@/shared/ui/timeColumn';
import type { FitColumn } from '@/shared/ui/useFitColumns';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { SealEditDialog } from '../components/SealEditDialog';
import { SealUseLog } from '../components/SealUseLog';
import { sealQueries, useRemoveSeal, useResetSealPassword, useSaveSeal } from '../queries';

/** 'seals/SealList': the administrators' seals (add, change, reset the password, delete) and the use log. */
export default function SealList() {
  const { t } = useTranslation('seals');
  const { message } = App.useApp();
  const crud = useCrudList({ texts: crudTexts(t, 'seals', 'common'), query: sealQueries.list, toEditing: (row: SealRow) => row });
  const save = useSaveSeal(crud.saved);
  const remove = useRemoveSeal(crud.removed);
  const [resetting, setResetting] = useState<SealRow | null>(null);
  const reset = useResetSealPassword(() => {
    message.success(t('seals.resetDone'));
    setResetting(null);
  });

  const columns: FitColumn<SealRow>[] = [
    {
      key: 'image',
      title: t('seals.image'),
      dataIndex: 'fileId',
      width: 90,
      render: (fileId: string | null, row) => (fileId ? <SignatureImage fileId={fileId} alt={row.name} height={40} /> : '-'),
    },
    { key: 'name', title: t('seals.name'), dataIndex: 'name', width: 180, ellipsis: true },
    { key: 'owner', title: t('seals.owner'), dataIndex: 'ownerName', width: 120, ellipsis: true },
    {
      key: 'status',
      title: t('seals.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: SealRow['status']) => <Tag color={v === 'enabled' ? 'success' : 'default'}>{t(`seals.${v}`)}</Tag>,
    },
    {
      key: 'secretFree',
      title: t('seals.secretFree'),
      dataIndex: 'secretFree',
      width: 90,
      priority: 3,
      render: (v: boolean) => (v ? t('seals.yes') : t('seals.no')),
    },
    { key: 'wrong', title: t('seals.wrongGuesses'), dataIndex: 'wrongGuesses', width: 110, priority: 4 },
    timeColumn('updateTime', t('seals.updateTime'), 5, 'updateTime'),
    {
      key: 'password',
      title: t('seals.password'),
      width: 130,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setResetting(row)}>
          {t('seals.resetPassword')}
        </Button>
      ),
    },
  ];

  return (
    <Card size="small">
      <Tabs
        items={[
          {
            key: 'seals',
            label: t('seals.title'),
            children: (
              <CrudList crud={crud} columns={columns} remove={remove}>
                <SealEditDialog crud={crud} save={save} />
                <ResetPasswordDialog
                  seal={resetting}
                  busy={reset.isPending}
                  onClose={() => setResetting(null)}
                  onSubmit={(password) => resetting && reset.mutate({ id: resetting.id, password })}
                />
              </CrudList>
            ),
          },
          { key: 'log', label: t('log.title'), children: <SealUseLog /> },
        ]}
      />
    </Card>
  );
}
