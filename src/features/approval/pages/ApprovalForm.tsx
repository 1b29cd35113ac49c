import { useMemo } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FullScreenFrame } from '@/shared/ui/FullScreenFrame';
import { isFullScreen } from '@/shared/ui/tableLayout';
import { formModeOf } from '../lib/formTarget';
import { TaskApproval } from '../components/TaskApproval';
import { StartForm } from '../components/StartForm';
import { InstanceView } from '../components/InstanceView';

type Props = Record<string, string | undefined>;

/** 'approval/ApprovalForm': /matter/approvalForm, /fullMatter/approvalForm and /external/approvalForm. */
export default function ApprovalForm(props: Props) {
  const { t } = useTranslation('approval');
  const [search] = useSearchParams();
  const location = useLocation();
  const full = isFullScreen(location.search, location.pathname);
  const mode = useMemo(() => formModeOf(props, search), [props, search]);

  let content;
  if (mode.kind === 'task')
    content = (
      <TaskApproval key={mode.taskId} taskKey={{ taskId: mode.taskId, leaderId: mode.leaderId, reqParams: mode.reqParams }} full={full} />
    );
  else if (mode.kind === 'start')
    content = (
      <StartForm
        key={`${mode.defKey}:${mode.draftId ?? ''}`}
        defKey={mode.defKey}
        draftId={mode.draftId}
        presetData={mode.presetData}
        full={full}
      />
    );
  else if (mode.kind === 'instance') content = <InstanceView key={mode.instId} instId={mode.instId} full={full} />;
  else content = <Result status="404" title={t('load.nothing')} />;

  return (
    <FullScreenFrame>
      <div style={{ maxWidth: 1280, margin: '0 auto' }}>{content}</div>
    </FullScreenFrame>
  );
}
