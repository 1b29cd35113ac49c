import { useTranslation } from 'react-i18next';
import type { usePortalActions } from '../hooks/usePortalActions';
import { UserActionDialog } from './UserActionDialog';
import { UrgentDialog } from './UrgentDialog';

interface Props {
  actions: ReturnType<typeof usePortalActions>;
  excludeIds: string[];
  urgentState: number;
}

/** The dialogs behind the delegate, circulate and urgent buttons. */
export function PortalDialogs({ actions, excludeIds, urgentState }: Props) {
  const { t } = useTranslation('approval');
  const close = () => actions.setDialog(null);
  return (
    <>
      <UserActionDialog
        open={actions.dialog === 'delegate'}
        title={t('dialogs.delegateTitle')}
        multiple={false}
        busy={actions.busy === 'delegate'}
        excludeIds={excludeIds}
        onClose={close}
        onSubmit={(v) => actions.delegate(v.userIds[0], v.opinion)}
      />
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
