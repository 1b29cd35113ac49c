import { useState } from 'react';
import { Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolOptions, ToolPlan } from '@contract/workflow';
import { UserSelect } from '@/shared/ui/UserSelect';
import { ToolDialog } from './ToolDialog';

interface Common {
  taskId: string;
  leaderId?: string;
  onClose: () => void;
  onDone: (plan: ToolPlan) => void;
}

const asList = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);

/** The dialog's free note to the people the task goes to. */
function NoteItem({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const { t } = useTranslation('approvalTools');
  return (
    <Form.Item label={t('dialog.note')}>
      <Input.TextArea value={value} onChange={(e) => onChange(e.target.value)} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
    </Form.Item>
  );
}

/** Transfer (移交): the task moves to one other person for good; the transferrer keeps a Done row. */
export function TransferDialog(props: Common & { excludeIds: string[] }) {
  const { t } = useTranslation('approvalTools');
  return (
    <OnePersonDialog
      {...props}
      tool="transfer"
      title={t('dialog.transferTitle')}
      help={t('dialog.transferHelp')}
      label={t('dialog.user')}
    />
  );
}

/** Hand over (转办): an agent handles the task for its owner, who may take it back while it is open. */
export function HandOverDialog(props: Common & { excludeIds: string[] }) {
  const { t } = useTranslation('approvalTools');
  return (
    <OnePersonDialog
      {...props}
      tool="delegate"
      title={t('dialog.handOverTitle')}
      help={t('dialog.handOverHelp')}
      label={t('dialog.agent')}
    />
  );
}

/** One person the task goes to, a note, and the preview (transfer, hand-over). */
function OnePersonDialog({
  taskId,
  leaderId,
  excludeIds,
  tool,
  title,
  help,
  label,
  ...rest
}: Common & { excludeIds: string[]; tool: 'transfer' | 'delegate'; title: string; help: string; label: string }) {
  const [userId, setUserId] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const request = userId ? { tool, taskId, userId, ...(leaderId ? { leaderId } : {}) } : null;
  return (
    <ToolDialog open title={title} help={help} request={request} extra={{ opinion: note.trim() || undefined }} {...rest}>
      <Form layout="vertical" component="div">
        <Form.Item label={label} required>
          <UserSelect value={userId} onChange={(v) => setUserId(asList(v)[0])} excludeIds={excludeIds} aria-label={label} />
        </Form.Item>
        <NoteItem value={note} onChange={setNote} />
      </Form>
    </ToolDialog>
  );
}

/** Add-sign: one or several people before or after me, all at once or in turn. */
export function AddSignDialog({ taskId, leaderId, excludeIds, opinion, ...rest }: Common & { excludeIds: string[]; opinion: string }) {
  const { t } = useTranslation('approvalTools');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [mode, setMode] = useState<'before' | 'after'>('after');
  const [sequential, setSequential] = useState(false);
  const [note, setNote] = useState(opinion);
  const request = userIds.length
    ? { tool: 'addSign' as const, taskId, userIds, mode, sequential, ...(leaderId ? { leaderId } : {}) }
    : null;
  return (
    <ToolDialog open title={t('dialog.addSignTitle')} request={request} extra={{ opinion: note.trim() || undefined }} {...rest}>
      <Form layout="vertical" component="div">
        <Form.Item label={t('dialog.users')} required>
          <UserSelect
            mode="multiple"
            value={userIds}
            onChange={(v) => setUserIds(asList(v))}
            excludeIds={excludeIds}
            aria-label={t('dialog.users')}
          />
        </Form.Item>
        <Form.Item label={t('dialog.mode')}>
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'before' | 'after')} aria-label={t('dialog.mode')}>
            <Radio value="before">{t('dialog.before')}</Radio>
            <Radio value="after">{t('dialog.after')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('dialog.order')}>
          <Radio.Group value={sequential} onChange={(e) => setSequential(e.target.value === true)} aria-label={t('dialog.order')}>
            <Radio value={false}>{t('dialog.parallel')}</Radio>
            <Radio value={true}>{t('dialog.sequential')}</Radio>
          </Radio.Group>
        </Form.Item>
        <NoteItem value={note} onChange={setNote} />
      </Form>
    </ToolDialog>
  );
}

/** Reject to any step already passed, the initiator included; optionally straight back to me afterwards. */
export function RejectToolDialog({
  taskId,
  leaderId,
  targets,
  initiator,
  opinion,
  ...rest
}: Common & { targets: ToolOptions['rejectTargets']; initiator: string; opinion: string }) {
  const { t } = useTranslation('approvalTools');
  const [destination, setDestination] = useState(targets[0]?.nodeId);
  const [back, setBack] = useState(false);
  const [text, setText] = useState(opinion);
  const request = destination
    ? { tool: 'reject' as const, taskId, destination, backToRejecter: back, ...(leaderId ? { leaderId } : {}) }
    : null;
  return (
    <ToolDialog
      open
      danger
      title={t('dialog.rejectTitle')}
      request={request}
      extra={{ opinion: text.trim() }}
      blocked={!text.trim()}
      {...rest}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('dialog.target')}>
          <Radio.Group value={destination} onChange={(e) => setDestination(e.target.value as string)} aria-label={t('dialog.target')}>
            {targets.map((n) => (
              <Radio key={n.nodeId} value={n.nodeId}>
                {n.isStart ? t('dialog.initiator', { name: initiator ? `${n.name} · ${initiator}` : n.name }) : n.name}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Checkbox checked={back} onChange={(e) => setBack(e.target.checked)}>
          {t('dialog.backToRejecter')}
        </Checkbox>
        <Form.Item
          label={t('dialog.opinion')}
          required
          style={{ marginTop: 12 }}
          help={text.trim() ? undefined : t('dialog.opinionRequired')}
        >
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={2000}
            aria-label={t('dialog.opinion')}
          />
        </Form.Item>
      </Form>
    </ToolDialog>
  );
}

/** Removing an added signer who has not acted yet. */
export function RemoveSignerDialog({ taskId, userId, name, ...rest }: Common & { userId: string; name: string }) {
  const { t } = useTranslation('approvalTools');
  return (
    <ToolDialog open danger title={`${t('dialog.removeTitle')}: ${name}`} request={{ tool: 'removeAddSign', taskId, userId }} {...rest}>
      {null}
    </ToolDialog>
  );
}
