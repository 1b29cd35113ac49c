import { useMemo } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemRow, DemSave, OrgDetail, OrgNode } from '@/api/adminOrg';
import { FormDialog } from '@/shared/ui/FormDialog';
import { UserSelect } from '@/shared/ui/UserSelect';

const CODE = /^[A-Za-z0-9_.-]+$/;

/** The code and name items of a unit, a dimension, a job, a post or a role. */
export function CodeNameItems({ codeFixed = false }: { codeFixed?: boolean }) {
  const { t } = useTranslation('adminOrg');
  return (
    <>
      <Form.Item
        name="code"
        label={t('common.code')}
        extra={codeFixed ? t('roles.codeFixed') : t('common.codeRule')}
        rules={[
          { required: true, whitespace: true, message: t('common.codeRequired') },
          { pattern: CODE, message: t('common.codeRule') },
        ]}
      >
        <Input maxLength={64} disabled={codeFixed} />
      </Form.Item>
      <Form.Item name="name" label={t('common.name')} rules={[{ required: true, whitespace: true, message: t('common.nameRequired') }]}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}

interface CreateProps {
  open: boolean;
  parent: OrgNode | OrgDetail | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (v: { code: string; name: string }) => void;
}

/** A new unit under `parent` (at the top when null). */
export function OrgCreateDialog({ open, parent, busy, onClose, onSubmit }: CreateProps) {
  const { t } = useTranslation('adminOrg');
  return (
    <FormDialog<null, { code: string; name: string }>
      open={open}
      editing={null}
      busy={busy}
      onClose={onClose}
      title={parent ? t('org.addChildOf', { name: parent.name }) : t('org.addRoot')}
      startValues={() => ({ code: '', name: '' })}
      onSubmit={onSubmit}
    >
      <CodeNameItems />
    </FormDialog>
  );
}

interface EditValues {
  code: string;
  name: string;
  leaderIds: string[];
}

/** Rename a unit and choose its leaders (the first is the main one). */
export function OrgEditDialog(props: {
  open: boolean;
  org: OrgDetail | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (v: EditValues) => void;
}) {
  const { t } = useTranslation('adminOrg');
  const { org } = props;
  const known = useMemo(() => Object.fromEntries((org?.leaders ?? []).map((l) => [l.userId, `${l.fullname} (${l.account})`])), [org]);
  return (
    <FormDialog<OrgDetail, EditValues>
      open={props.open}
      editing={org}
      busy={props.busy}
      onClose={props.onClose}
      title={t('org.edit')}
      startValues={(o) => ({ code: o?.code ?? '', name: o?.name ?? '', leaderIds: (o?.leaders ?? []).map((l) => l.userId) })}
      onSubmit={props.onSubmit}
    >
      <CodeNameItems />
      <Form.Item name="leaderIds" label={t('org.leaders')} extra={t('org.leadersHint')}>
        <UserSelect mode="multiple" aria-label={t('org.leaders')} knownLabels={known} groups={false} />
      </Form.Item>
    </FormDialog>
  );
}

const TOP = '__top__';

/**
 * Merge a unit into another open unit of its dimension, or move it under one (or to the top): never into itself or a
 * unit inside it. Moving this way is what a phone does instead of dragging.
 */
export function MergeDialog(props: {
  open: boolean;
  org: OrgDetail | null;
  nodes: readonly OrgNode[];
  busy: boolean;
  mode?: 'merge' | 'move';
  onClose: () => void;
  onSubmit: (targetId: string | null) => void;
}) {
  const { t } = useTranslation('adminOrg');
  const { org, nodes, mode = 'merge' } = props;
  const options = useMemo(() => {
    if (!org) return [];
    // not the unit itself nor a unit inside it
    const inside = new Set([org.id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const n of nodes) if (n.parentId && inside.has(n.parentId) && !inside.has(n.id)) grew = inside.add(n.id).size > 0;
    }
    const units = nodes
      .filter((n) => n.status === 'active' && !inside.has(n.id))
      .map((n) => ({ value: n.id, label: `${n.name} (${n.code})` }));
    return mode === 'move' ? [{ value: TOP, label: t('org.topLevel') }, ...units] : units;
  }, [org, nodes, mode, t]);
  return (
    <FormDialog<OrgDetail, { targetId: string }>
      open={props.open}
      editing={org}
      busy={props.busy}
      onClose={props.onClose}
      title={t(mode === 'move' ? 'org.moveTitle' : 'org.mergeTitle', { name: org?.name ?? '' })}
      okText={t(mode === 'move' ? 'org.move' : 'org.merge')}
      startValues={() => ({ targetId: undefined })}
      onSubmit={(v) => props.onSubmit(v.targetId === TOP ? null : v.targetId)}
    >
      <p>{t(mode === 'move' ? 'org.moveHint' : 'org.mergeHint')}</p>
      <Form.Item
        name="targetId"
        label={t(mode === 'move' ? 'org.moveTarget' : 'org.mergeTarget')}
        rules={[{ required: true, message: t('org.mergeTargetRequired') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={options}
          aria-label={t(mode === 'move' ? 'org.moveTarget' : 'org.mergeTarget')}
          virtual
        />
      </Form.Item>
    </FormDialog>
  );
}

/** A new dimension or a change of one. */
export function DemDialog(props: {
  open: boolean;
  dem: DemRow | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (v: DemSave) => void;
}) {
  const { t } = useTranslation('adminOrg');
  const { dem } = props;
  return (
    <FormDialog<DemRow, { code: string; name: string; description?: string; isDefault: boolean }>
      open={props.open}
      editing={dem}
      busy={props.busy}
      onClose={props.onClose}
      title={dem ? t('dem.edit') : t('dem.add')}
      startValues={(d) => ({
        code: d?.code ?? '',
        name: d?.name ?? '',
        description: d?.description ?? '',
        isDefault: d?.isDefault ?? false,
      })}
      onSubmit={(v) =>
        props.onSubmit({
          ...(dem ? { id: dem.id, version: dem.version } : {}),
          code: v.code,
          name: v.name,
          description: v.description?.trim() || null,
          isDefault: v.isDefault,
        })
      }
    >
      <CodeNameItems />
      <Form.Item name="description" label={t('common.description')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Form.Item name="isDefault" label={t('dem.isDefault')} valuePropName="checked">
        <Switch disabled={dem?.isDefault} />
      </Form.Item>
    </FormDialog>
  );
}
