import { useState } from 'react';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ToolName, ToolPlan } from '@contract/workflow';
import { useRefreshApproval } from '../../mutations';
import { toolQueries } from './toolQueries';
import { AddSignDialog, RejectToolDialog, RemoveSignerDialog, TransferDialog } from './ToolDialogs';
import { JumpDialog } from './JumpDialog';

interface Props {
  taskId: string;
  leaderId?: string;
  /** the task's holder and the initiator: no sensible new handler or signer */
  excludeIds: string[];
  initiator: string;
  /** the opinion typed in the form so far (a reject dialog starts with it) */
  opinion: string;
  /** the server's own reject button was pressed: the tools' reject (with its preview) answers it */
  rejectAsked: boolean;
  onRejectClosed: () => void;
  /** the server's buttons already hold a reject */
  serverReject: boolean;
  /** a tool moved the task away from the caller */
  onHandled: (tool: ToolName) => void;
}

type Open = { kind: 'transfer' | 'addSign' | 'reject' | 'jump' } | { kind: 'remove'; userId: string; name: string } | null;

/** Transfer, add-sign, the reject anywhere and (admins) the jump, each confirmed on its preview; the signers I added, removable while they have not acted. */
export function TaskTools({
  taskId,
  leaderId,
  excludeIds,
  initiator,
  opinion,
  rejectAsked,
  onRejectClosed,
  serverReject,
  onHandled,
}: Props) {
  const { t } = useTranslation('approvalTools');
  const options = useQuery(toolQueries.options(taskId, leaderId));
  const refresh = useRefreshApproval();
  const [open, setOpen] = useState<Open>(null);
  const tools = options.data?.tools ?? [];
  const shown: Open = rejectAsked && tools.includes('reject') ? { kind: 'reject' } : open;
  const close = () => {
    setOpen(null);
    if (rejectAsked) onRejectClosed();
  };
  const done = (plan: ToolPlan) => {
    close();
    const gone = plan.tool !== 'removeAddSign';
    if (gone) onHandled(plan.tool);
    refresh({ gone });
  };
  const common = { taskId, leaderId, onClose: close, onDone: done };
  return (
    <>
      <Space wrap role="group" aria-label={t('buttons.toolbar')}>
        {tools.includes('reject') && !serverReject ? (
          <Button danger autoInsertSpace={false} onClick={() => setOpen({ kind: 'reject' })}>
            {t('buttons.reject')}
          </Button>
        ) : null}
        {tools.includes('transfer') ? (
          <Button autoInsertSpace={false} onClick={() => setOpen({ kind: 'transfer' })}>
            {t('buttons.transfer')}
          </Button>
        ) : null}
        {tools.includes('addSign') ? (
          <Button autoInsertSpace={false} onClick={() => setOpen({ kind: 'addSign' })}>
            {t('buttons.addSign')}
          </Button>
        ) : null}
        {tools.includes('jump') ? (
          <Button autoInsertSpace={false} onClick={() => setOpen({ kind: 'jump' })}>
            {t('buttons.jump')}
          </Button>
        ) : null}
      </Space>
      {options.data?.addSigns.length ? (
        <Card size="small" title={t('addSigners.title')} style={{ marginTop: 8 }}>
          {options.data.addSigns.map((chain) => (
            <List
              key={chain.id}
              size="small"
              header={
                <Typography.Text type="secondary">{`${t(`addSigners.${chain.mode}`)} · ${t(`addSigners.${chain.sequential ? 'sequential' : 'parallel'}`)}`}</Typography.Text>
              }
              dataSource={chain.signers}
              renderItem={(s) => (
                <List.Item
                  actions={
                    (s.state === 'open' || s.state === 'queued') && tools.includes('removeAddSign')
                      ? [
                          <Button
                            key="remove"
                            size="small"
                            danger
                            onClick={() => setOpen({ kind: 'remove', userId: s.userId, name: s.name })}
                          >
                            {t('addSigners.remove')}
                          </Button>,
                        ]
                      : []
                  }
                >
                  <Space>
                    {s.name}
                    <Tag>{t(`addSigners.state.${s.state}`)}</Tag>
                  </Space>
                </List.Item>
              )}
            />
          ))}
        </Card>
      ) : null}
      {shown?.kind === 'transfer' ? <TransferDialog {...common} excludeIds={excludeIds} /> : null}
      {shown?.kind === 'addSign' ? <AddSignDialog {...common} excludeIds={excludeIds} opinion={opinion} /> : null}
      {shown?.kind === 'reject' && options.data ? (
        <RejectToolDialog {...common} targets={options.data.rejectTargets} initiator={initiator} opinion={opinion} />
      ) : null}
      {shown?.kind === 'jump' ? (
        <JumpDialog taskId={taskId} targets={options.data?.jumpTargets ?? []} onClose={close} onDone={done} />
      ) : null}
      {shown?.kind === 'remove' ? <RemoveSignerDialog {...common} userId={shown.userId} name={shown.name} /> : null}
    </>
  );
}
