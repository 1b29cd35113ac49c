import { useTranslation } from 'react-i18next';
import type { ToolPlan } from '@contract/workflow';
import type { usePortalActions } from '../hooks/usePortalActions';
import { UserActionDialog } from './UserActionDialog';
import { UrgentDialog } from './UrgentDialog';
import { HandOverDialog } from './tools/ToolDialogs';

interface Props {
  actions: ReturnType<typeof usePortalActions>;
  excludeIds: string[];
  urgentState: number;
  /** the task a hand-over (delegate) concerns, previewed like the tools; called once it is handed over */
  handOver?: { taskId: string; onDone: (plan: ToolPlan) => void };
}

/** The dialogs behind the delegate (hand-over), circulate and urgent buttons. */
export function PortalDialogs({ actions, excludeIds, urgentState, handOver }: Props) {
  const { t } = useTranslation('approval');
  const close = () => actions.setDialog(null);
  return (
    <>
      {actions.dialog === 'delegate' && handOver ? (
        <HandOverDialog
          taskId={handOver.taskId}
          excludeIds={excludeIds}
          onClose={close}
          onDone={(plan) => {
            close();
            handOver.onDone(plan);
          }}
        />
      ) : null}
      <UserActionDialog
        open={actions.dialog === 'circulate'}
        title={t('dialogs.circulateTitle')}
        multiple
        busy={actions.busy === 'circulate'}
        excludeIds={excludeIds}
        onClose={close}
        onSubmit={(v) => actions.circulateTo(v.userIds, v.opinion)}
      />
      {actions.dialog === 'urgent' ? (
        <UrgentDialog open current={urgentState} busy={actions.busy === 'urgent'} onClose={close} onSubmit={actions.urge} />
      ) : null}
    </>
  );
}
