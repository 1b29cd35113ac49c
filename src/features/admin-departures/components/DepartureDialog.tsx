import { useState } from 'react';
import { Alert, Button, Empty, Modal, Spin, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { freshPlanOf, type DepartureChoices, type DepartureKind, type MovableKind } from '@/api/departures';
import { useAppApis } from '@/shared/ui/useAppApis';
import { departureKeys, departureQueries, useConfirmDeparture } from '../queries';
import { HoldingSection } from './HoldingSection';

export interface DepartureDialogProps {
  userId: string;
  userName: string;
  kind: 'departed' | 'disabled';
  open: boolean;
  onClose(): void;
  onDone(): void;
}

/**
 * Marking a user departed or disabled: first what they still hold and whom each goes to (the leader by default, a
 * person per kind when the administrator chooses), then one confirm that moves it all. The server computes the plan
 * (the preview); the confirm sends its fingerprint, and a change in between shows the fresh plan to confirm again.
 */
export function DepartureDialog(props: DepartureDialogProps) {
  // a fresh start each time it opens: no choice of a previous user lingers
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ userId, userName, kind, onClose, onDone }: DepartureDialogProps) {
  const { t } = useTranslation('departures');
  const { message } = useAppApis();
  const client = useQueryClient();
  const [choices, setChoices] = useState<DepartureChoices>({});
  const [changed, setChanged] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useQuery({ ...departureQueries.preview(userId, kind as DepartureKind, choices), placeholderData: keepPreviousData });
  const confirm = useConfirmDeparture();
  const plan = preview.data;

  const choose = (k: MovableKind, id: string | undefined) => {
    setChanged(false);
    setRefusal(null);
    setChoices((c) => {
      const next = { ...c };
      if (id) next[k] = id;
      else delete next[k];
      return next;
    });
  };

  const submit = () => {
    if (!plan) return;
    setRefusal(null);
    confirm.mutate(
      { userId, kind, choices, fingerprint: plan.fingerprint },
      {
        onSuccess: () => {
          void message.success(t(`done.${kind}`, { name: userName }));
          void client.removeQueries({ queryKey: departureKeys.all });
          onDone();
        },
        onError: (err) => {
          const fresh = freshPlanOf(err);
          if (fresh) {
            client.setQueryData(departureKeys.preview(userId, kind, choices), fresh);
            setChanged(true);
          } else setRefusal(err.message);
        },
      },
    );
  };

  const title = t(`title.${kind}`, { name: userName });
  const blocked = !plan || preview.isFetching || plan.missing.length > 0;
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={720}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button key="ok" type="primary" danger disabled={blocked} loading={confirm.isPending} onClick={submit}>
          {t(`confirm.${kind}`)}
        </Button>,
      ]}
    >
      {preview.isError ? <Alert type="error" showIcon title={preview.error.message} /> : null}
      {!plan && preview.isLoading ? <Spin aria-label={t('loading')} /> : null}
      {plan ? (
        <>
          <Typography.Paragraph>
            {t(`intro.${kind}`, { name: userName })} {plan.leader ? t('leaderIs', { name: plan.leader.name }) : null}
          </Typography.Paragraph>
          {!plan.leader && plan.groups.length ? <Alert type="warning" showIcon title={t('noLeader')} style={{ marginBottom: 12 }} /> : null}
          {changed ? <Alert type="warning" showIcon title={t('changed')} style={{ marginBottom: 12 }} /> : null}
          {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
          {plan.missing.length ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('missing', { kinds: plan.missing.map((k) => t(`kindName.${k}`)).join(t('listSeparator')) })}
            />
          ) : null}
          {plan.groups.length ? (
            plan.groups.map((g) => (
              <HoldingSection
                key={g.kind}
                group={g}
                userId={userId}
                leaderName={plan.leader?.name ?? null}
                chosen={choices[g.kind as MovableKind]}
                onChoose={choose}
              />
            ))
          ) : (
            <Empty description={t('nothing', { name: userName })} />
          )}
          <Typography.Paragraph type="secondary">{t('signInStops')}</Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
