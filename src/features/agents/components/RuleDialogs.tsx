import type { ReactNode } from 'react';
import { DatePicker, Form, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AgentRow, AgentSaveBody } from '@/api/flow';
import type { CrudDialogState, SaveMutation } from '@/shared/ui/CrudList';
import { FormDialog, type StartValues } from '@/shared/ui/FormDialog';
import { UserSelect } from '@/shared/ui/UserSelect';
import type { SecretaryValues } from '../types';
import { FlowKeySelect } from './FlowKeySelect';

interface Props<E, B> {
  /** the list's dialog state */
  crud: CrudDialogState<E>;
  save: SaveMutation<B>;
  selfId: string;
}

interface RuleProps<E, V> {
  open: boolean;
  editing: E | null;
  busy: boolean;
  selfId: string;
  onClose: () => void;
  /** agent or secretary: the texts' group and the chosen person's field (`agentId`, `secretaryId`) */
  kind: 'agent' | 'secretary';
  startValues: (editing: E | null) => StartValues<V>;
  onSubmit: (values: V) => void;
  /** the fields between the flows and the on/off switch */
  children?: ReactNode;
}

/** The dialog of a rule that hands the caller's tasks of the chosen flows to another person. */
function RuleDialog<E, V>({ kind, editing, selfId, children, ...rest }: RuleProps<E, V>) {
  const { t } = useTranslation('agents');
  return (
    <FormDialog<E, V> {...rest} editing={editing} title={editing ? t(`${kind}.edit`) : t(`${kind}.add`)}>
      <Form.Item name={`${kind}Id`} label={t(`${kind}.${kind}`)} rules={[{ required: true, message: t(`${kind}.${kind}Required`) }]}>
        <UserSelect excludeIds={[selfId]} aria-label={t(`${kind}.${kind}`)} />
      </Form.Item>
      <Form.Item name="defKeys" label={t('form.flows')}>
        <FlowKeySelect />
      </Form.Item>
      {children}
      <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

/** The dialog's state from the list's, busy while saving. */
function fromCrud<E>(crud: CrudDialogState<E>, save: { isPending: boolean }, selfId: string) {
  return { open: crud.open, editing: crud.editing, busy: save.isPending, selfId, onClose: crud.close };
}

interface AgentValues {
  agentId: string;
  defKeys: string[];
  period: [Dayjs, Dayjs];
  enabled: boolean;
}

/** Add or change an agent rule: who, for which flows, from when to when. */
export function AgentDialog({ crud, save, selfId }: Props<AgentRow, AgentSaveBody>) {
  const { t } = useTranslation('agents');
  const { editing } = crud;
  return (
    <RuleDialog<AgentRow, AgentValues>
      {...fromCrud(crud, save, selfId)}
      kind="agent"
      startValues={(row) =>
        row
          ? { agentId: row.agentId, defKeys: row.defKeys, period: [dayjs(row.startTime), dayjs(row.endTime)], enabled: row.enabled }
          : { agentId: undefined, defKeys: [], period: [dayjs().startOf('day'), dayjs().add(7, 'day').endOf('day')], enabled: true }
      }
      onSubmit={(v) =>
        save.mutate({
          ...(editing ? { id: editing.id } : {}),
          agentId: v.agentId,
          defKeys: v.defKeys ?? [],
          startTime: v.period[0].toISOString(),
          endTime: v.period[1].toISOString(),
          enabled: v.enabled,
        })
      }
    >
      <Form.Item name="period" label={t('agent.period')} rules={[{ required: true, message: t('agent.periodRequired') }]}>
        <DatePicker.RangePicker showTime style={{ width: '100%' }} />
      </Form.Item>
    </RuleDialog>
  );
}

/** Name a secretary who may see and handle the caller's tasks of the chosen flows. */
export function SecretaryDialog({ crud, save, selfId }: Props<SecretaryValues, SecretaryValues>) {
  const { editing } = crud;
  return (
    <RuleDialog<SecretaryValues, SecretaryValues>
      {...fromCrud(crud, save, selfId)}
      kind="secretary"
      startValues={(values) => values ?? { secretaryId: undefined, defKeys: [], enabled: true }}
      onSubmit={(v) => save.mutate({ ...v, defKeys: v.defKeys ?? [], ...(editing?.id ? { id: editing.id } : {}) })}
    />
  );
}
