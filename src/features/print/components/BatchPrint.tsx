import { useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downLoadResult, type AsyncEvent } from '@/api/portal';
import { saveDownload } from '@/api/files';
import { usePdfPreview, type PdfFile } from '@/shared/pdf';
import { useBatchPrint } from '../hooks/useBatchPrint';
import { BATCH_PRINT_LIMIT } from '../hooks/useBatchSelection';

interface Props {
  /** the chosen instances */
  instIds: string[];
  /** rows chosen (several tasks of one instance print it once) */
  count: number;
  onClear: () => void;
}

/** Above a list with chosen rows: how many, Batch print and Clear; the batch's progress and result in a dialog. */
export function BatchPrintBar({ instIds, count, onClear }: Props) {
  const { t } = useTranslation('print');
  const batch = useBatchPrint();
  const [open, setOpen] = useState(false);
  if (count === 0 && !open) return null;
  return (
    <>
      {count > 0 ? (
        <Alert
          type="info"
          style={{ marginBottom: 8 }}
          message={t('batch.selected', { count, max: BATCH_PRINT_LIMIT })}
          action={
            <Space>
              <Button
                size="small"
                type="primary"
                icon={<PrinterOutlined />}
                loading={batch.starting}
                onClick={() => {
                  setOpen(true);
                  batch.start(instIds);
                }}
              >
                {t('batch.print')}
              </Button>
              <Button size="small" onClick={onClear}>
                {t('batch.clear')}
              </Button>
            </Space>
          }
        />
      ) : null}
      <BatchDialog
        open={open}
        event={batch.event}
        lost={batch.lost}
        startFailed={batch.startFailed}
        onClose={() => {
          setOpen(false);
          if (batch.done) onClear();
          batch.reset();
        }}
      />
    </>
  );
}

interface DialogProps {
  open: boolean;
  event: AsyncEvent | null;
  lost: boolean;
  startFailed: boolean;
  onClose: () => void;
}

function BatchDialog({ open, event, lost, startFailed, onClose }: DialogProps) {
  const { t } = useTranslation('print');
  const preview = usePdfPreview();
  const [fetching, setFetching] = useState<'open' | 'download' | null>(null);
  const [file, setFile] = useState<PdfFile | null>(null);

  const result = async (): Promise<PdfFile> => {
    if (file) return file;
    const { blob, fileName } = await downLoadResult(event!.id);
    const got = { blob, fileName: fileName ?? event!.resultFileName ?? `${event!.name}.pdf` };
    setFile(got);
    return got;
  };
  const act = async (what: 'open' | 'download') => {
    setFetching(what);
    try {
      const got = await result();
      if (what === 'open') preview.present(got, { title: event!.name });
      else saveDownload(got, got.fileName);
    } finally {
      setFetching(null);
    }
  };

  const status = event?.status;
  const percent = status === 'success' ? 100 : (event?.progress ?? 0);
  return (
    <>
      <Modal
        open={open}
        title={t('batch.title')}
        onCancel={onClose}
        destroyOnHidden
        afterClose={() => setFile(null)}
        footer={
          <Space wrap>
            {status === 'success' ? (
              <>
                <Button icon={<DownloadOutlined />} loading={fetching === 'download'} onClick={() => void act('download')}>
                  {t('batch.download')}
                </Button>
                <Button type="primary" icon={<EyeOutlined />} loading={fetching === 'open'} onClick={() => void act('open')}>
                  {t('batch.open')}
                </Button>
              </>
            ) : null}
            <Button onClick={onClose}>{t('batch.close')}</Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Progress
            percent={percent}
            status={status === 'failed' || startFailed ? 'exception' : status === 'success' ? 'success' : 'active'}
            aria-label={t('batch.progress')}
          />
          <Typography.Text role="status">
            {startFailed
              ? t('batch.startFailed')
              : lost
                ? t('batch.lost')
                : !event
                  ? t('batch.starting')
                  : t(`batch.status.${event.status}`)}
          </Typography.Text>
          {status === 'failed' && event?.error ? <Alert type="error" showIcon message={event.error} /> : null}
          {event?.notes?.length ? (
            <Alert
              type="warning"
              showIcon
              message={t('batch.notes')}
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {event.notes.map((note, i) => (
                    <li key={i}>{note}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
          {event && status !== 'success' && status !== 'failed' && !lost ? (
            <Typography.Text type="secondary">{t('batch.background')}</Typography.Text>
          ) : null}
        </Space>
      </Modal>
      {preview.viewer}
    </>
  );
}
