import { DatePicker, Form, Input, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AUTHORIZATION_LEVELS } from '@contract/authorization';
import type { AuthorizationInput, AuthorizationRow } from '@/api/authorization';
import type { CrudDialogState, SaveMutation } from '@/shared/ui/CrudList';
import { FormDialog } from '@/shared/ui/FormDialog';
import { OrgSelect } from '@/shared/ui/OrgSelect';
import { PostSelect, RefSelect } from '@/shared/ui/RefSelect';
import { UserSelect } from '@/shared/ui/UserSelect';
import { authorizationQueries } from '../queries';

interface Values {
  name: string;
  level: number;
  target?: string[];
  defKeys: string[];
  period?: [Dayjs | null, Dayjs | null] | null;
  enabled: boolean;
  description?: string;
}

const DAY = 'YYYY-MM-DD';

/** The picker of the level's target: a department, role, post or person (one). */
function TargetPicker({ level, value, onChange, id }: { level: number; value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const { t } = useTranslation('authorization');
  const props = { id, value, onChange, 'aria-label': t('dialog.target') };
  if (level === 2) return <OrgSelect {...props} />;
  if (level === 3) return <RefSelect {...props} kind="role" />;
  if (level === 4) return <PostSelect {...props} />;
  return (
    <UserSelect
      id={id}
      aria-label={t('dialog.target')}
      value={value?.[0]}
      onChange={(v) => onChange?.(Array.isArray(v) ? v : v ? [v] : [])}
    />
  );
}

/** The level; another level's target means nothing, so a change of level empties the target. */
function LevelSelect({ value, onChange, id }: { value?: number; onChange?: (v: number) => void; id?: string }) {
  const { t } = useTranslation('authorization');
  const form = Form.useFormInstance();
  return (
    <Select
      id={id}
      aria-label={t('dialog.level')}
      value={value}
      onChange={(v: number) => {
        onChange?.(v);
        form.setFieldValue('target', []);
      }}
      options={AUTHORIZATION_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))}
    />
  );
}

/** Add or change an authorisation: its name, level and target, the flows it lets them start, when, and whether on. */
export function AuthorizationDialog({ crud, save }: { crud: CrudDialogState<AuthorizationRow>; save: SaveMutation<AuthorizationInput> }) {
  const { t } = useTranslation('authorization');
  const flows = useQuery({ ...authorizationQueries.flows(null), enabled: crud.open });
  const { editing } = crud;
  return (
    <FormDialog<AuthorizationRow, Values>
      open={crud.open}
      editing={editing}
      busy={save.isPending}
      onClose={crud.close}
      title={editing ? t('dialog.edit') : t('dialog.add')}
      startValues={(row) =>
        row
          ? {
              name: row.name,
              level: row.level,
              target: row.targetId ? [row.targetId] : [],
              defKeys: row.defKeys,
              period:
                row.validFrom || row.validTo
                  ? [row.validFrom ? dayjs(row.validFrom) : null, row.validTo ? dayjs(row.validTo) : null]
                  : null,
              enabled: row.enabled,
              description: row.description ?? '',
            }
          : { name: '', level: 2, target: [], defKeys: [], period: null, enabled: true, description: '' }
      }
      onSubmit={(v) =>
        save.mutate({
          ...(editing ? { id: editing.id } : {}),
          name: v.name,
          level: v.level as AuthorizationInput['level'],
          targetId: v.level === 1 ? null : (v.target?.[0] ?? null),
          defKeys: v.defKeys,
          validFrom: v.period?.[0]?.format(DAY) ?? null,
          validTo: v.period?.[1]?.format(DAY) ?? null,
          enabled: v.enabled,
          description: v.description?.trim() || null,
        })
      }
    >
      <Form.Item name="name" label={t('dialog.name')} rules={[{ required: true, whitespace: true, message: t('dialog.nameRequired') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="level" label={t('dialog.level')}>
        <LevelSelect />
      </Form.Item>
      <Form.Item noStyle dependencies={['level']}>
        {({ getFieldValue }) => {
          const level = getFieldValue('level') as number;
          return level === 1 ? null : (
            <Form.Item
              key={level}
              name="target"
              label={t('dialog.target')}
              rules={[{ required: true, type: 'array', min: 1, message: t('dialog.targetRequired') }]}
            >
              <TargetPicker level={level} />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Form.Item
        name="defKeys"
        label={t('dialog.flows')}
        rules={[{ required: true, type: 'array', min: 1, message: t('dialog.flowsRequired') }]}
      >
        <Select
          mode="multiple"
          aria-label={t('dialog.flows')}
          loading={flows.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={(flows.data ?? []).map((f) => ({ value: f.defKey, label: f.name }))}
        />
      </Form.Item>
      <Form.Item name="period" label={t('dialog.period')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('dialog.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="description" label={t('dialog.description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
