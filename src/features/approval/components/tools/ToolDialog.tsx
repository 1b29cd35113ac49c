import { useState, type ReactNode } from 'react';
import { Alert, Modal, Space, Spin, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ToolPlan, ToolRequest } from '@contract/workflow';
import { runTaskTool, stalePlanOf } from '@/api/runtimeTools';
import { toolQueries } from './toolQueries';
import { ToolPreview } from './ToolPreview';

export interface ToolDialogProps {
  open: boolean;
  title: string;
  /** what the tool is, told before the choices (transfer and hand-over are told apart so) */
  help?: string;
  /** what to preview; null while the choices are incomplete */
  request: ToolRequest | null;
  /** sent with the run only (an opinion does not change what happens) */
  extra?: Partial<ToolRequest>;
  /** the run may not be sent yet (e.g. a reject without its opinion) */
  blocked?: boolean;
  danger?: boolean;
  onClose: () => void;
  onDone: (plan: ToolPlan) => void;
  children: ReactNode;
}

const keyOf = (r: ToolRequest | null) => JSON.stringify(r);

/**
 * One dialog for every approval tool: the choices, then the preview the server computes with the
 * same code that runs the tool (drawn on the chart), then the confirm button. The run carries the
 * preview's fingerprint; when the request changed meanwhile the server answers a fresh preview,
 * which is shown instead ("here is what happens now") and confirmed again.
 */
export function ToolDialog({ open, title, help, request, extra, blocked, danger, onClose, onDone, children }: ToolDialogProps) {
  const { t } = useTranslation('approvalTools');
  const [stale, setStale] = useState<{ key: string; plan: ToolPlan } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useQuery({ ...toolQueries.preview(request ?? { tool: 'transfer', taskId: '-' }), enabled: open && request !== null });
  const key = keyOf(request);
  const fresh = stale?.key === key ? stale.plan : null;
  const plan = request ? (fresh ?? preview.data) : undefined;
  const run = useMutation({
    mutationFn: (shown: ToolPlan) => runTaskTool({ ...request!, ...extra, fingerprint: shown.fingerprint }),
    onSuccess: (done) => {
      setStale(null);
      onDone(done);
    },
    onError: (error) => {
      const again = stalePlanOf(error);
      if (again) setStale({ key, plan: again });
      else setFailure(t('dialog.failed', { message: error instanceof Error ? error.message : String(error) }));
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      width={760}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      destroyOnHidden
      okText={t('dialog.confirm')}
      cancelText={t('dialog.cancel')}
      cancelButtonProps={{ autoInsertSpace: false }}
      okButtonProps={{ autoInsertSpace: false, danger, disabled: !plan || blocked || preview.isFetching, loading: run.isPending }}
      onOk={() => {
        setFailure(null);
        if (plan) run.mutate(plan);
      }}
      onCancel={onClose}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {help ? <Alert type="info" showIcon message={help} /> : null}
        {children}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('preview.title')}
        </Typography.Title>
        {failure ? <Alert type="error" showIcon role="alert" message={failure} /> : null}
        {!request ? <Typography.Text type="secondary">{t('dialog.chooseFirst')}</Typography.Text> : null}
        {request && preview.isError && !fresh ? (
          <Alert
            type="error"
            showIcon
            message={t('dialog.previewFailed', { message: preview.error instanceof Error ? preview.error.message : '' })}
          />
        ) : null}
        {request && !plan && preview.isFetching ? <Spin tip={t('preview.loading')}>{<div style={{ height: 48 }} />}</Spin> : null}
        {plan ? <ToolPreview plan={plan} stale={fresh !== null} /> : null}
      </Space>
    </Modal>
  );
}
