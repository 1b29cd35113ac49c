import { useEffect, useState } from 'react';
import { App, Button, Empty, Modal, Radio, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '@/api/files';
import { usePdfPreview } from '@/shared/pdf';
import { formatDateTime } from '@/shared/time';
import { printKeys, printQueries } from '../queries';
import { printedPdf } from '../lib/printFlow';
import { choiceProblem, defaultPrintLanguage, printLanguages } from '../lib/templates';
import type { PrintLang } from '@/api/print';

export interface PrintDialogProps {
  open: boolean;
  onClose: () => void;
  /** the business object alias of the form (its templates) */
  formKey: string;
  /** the definition (its global templates) */
  defId?: string;
  /** a stored instance: the server prints its stored data, if the caller may print it */
  instId?: string;
  taskId?: string;
  /** the form's values as shown (printed only when there is no stored instance) */
  formData?: () => Record<string, unknown>;
}

type Purpose = 'print' | 'download';

/**
 * Spec 02 §2: the form's print dialog. The user picks the print's language (when templates of several are offered)
 * and a template of it, then Print (the PDF opens in the
 * viewer, whose Print sends it to the printer), Download (the PDF is saved) or Cancel.
 */
export function PrintDialog({ open, onClose, formKey, defId, instId, taskId, formData }: PrintDialogProps) {
  const { t, i18n } = useTranslation('print');
  const { message } = App.useApp();
  const client = useQueryClient();
  const preview = usePdfPreview();
  const offered = useQuery({ ...printQueries.offered(formKey, defId), enabled: open });
  const [picked, setPicked] = useState<PrintLang>();
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState<Purpose | null>(null);

  // a print is in one language, its template's (issue 29.2): the dialog offers the templates of one language at a time
  const languages = printLanguages(offered.data);
  const lang = picked ?? defaultPrintLanguage(languages, i18n.language);
  const shown = offered.data?.filter((x) => x.lang === lang);
  const chooseLanguage = (next: PrintLang) => {
    setPicked(next);
    setChosen(undefined);
  };

  // a single template is the choice already
  const only = shown?.length === 1 ? shown[0].templateId : undefined;
  useEffect(() => {
    if (open && only) setChosen((c) => c ?? only);
  }, [open, only]);

  const go = async (purpose: Purpose) => {
    const problem = choiceProblem(offered.data?.length === 0 ? [] : shown, chosen, purpose);
    if (problem) {
      message.warning(t(`dialog.${problem}`));
      return;
    }
    const template = shown!.find((x) => x.templateId === chosen)!;
    setBusy(purpose);
    try {
      const file = await printedPdf(
        {
          boData: JSON.stringify(formData?.() ?? {}),
          fileId: template.fileId,
          formKey,
          id: template.templateId,
          purpose,
          ...(instId ? { instId } : {}),
          ...(taskId ? { taskId } : {}),
        },
        template.fileName,
      );
      if (instId) void client.invalidateQueries({ queryKey: printKeys.records(instId) });
      onClose();
      if (purpose === 'download') saveDownload(file, file.fileName);
      else preview.present(file, { title: template.fileName });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      const failed = t('dialog.failed');
      message.error(reason && reason !== failed ? `${failed}: ${reason}` : failed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Modal
        open={open}
        title={t('dialog.title')}
        onCancel={busy ? undefined : onClose}
        maskClosable={!busy}
        destroyOnHidden
        footer={
          <Space wrap>
            <Button onClick={onClose} disabled={busy !== null}>
              {t('dialog.cancel')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={busy === 'download'}
              disabled={busy === 'print' || offered.isPending}
              onClick={() => void go('download')}
            >
              {busy === 'download' ? t('dialog.converting') : t('dialog.download')}
            </Button>
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              loading={busy === 'print'}
              disabled={busy === 'download' || offered.isPending}
              onClick={() => void go('print')}
            >
              {busy === 'print' ? t('dialog.converting') : t('dialog.print')}
            </Button>
          </Space>
        }
      >
        {offered.isPending ? (
          <Spin style={{ display: 'block', margin: 24 }} aria-label={t('dialog.loading')} />
        ) : offered.isError ? (
          <Typography.Text type="danger">{t('dialog.loadFailed')}</Typography.Text>
        ) : !offered.data?.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dialog.notFound')} />
        ) : (
          <>
            {languages.length > 1 ? (
              <Space style={{ marginBottom: 12 }} wrap>
                <span id="print-language-label">{t('dialog.language')}</span>
                <Segmented<PrintLang>
                  aria-labelledby="print-language-label"
                  value={lang}
                  onChange={chooseLanguage}
                  disabled={busy !== null}
                  options={languages.map((l) => ({ value: l, label: t(`dialog.languages.${l}`) }))}
                />
              </Space>
            ) : null}
            <Radio.Group
              value={chosen}
              onChange={(e) => setChosen(e.target.value as string)}
              aria-label={t('dialog.choose')}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              disabled={busy !== null}
            >
              {(shown ?? []).map((tpl) => (
                <Radio key={tpl.templateId} value={tpl.templateId}>
                  <Space size={4} wrap>
                    <span>{tpl.fileName}</span>
                    {tpl.global ? <Tag>{t('dialog.global')}</Tag> : null}
                    <Tag>{t(`dialog.languages.${tpl.lang}`)}</Tag>
                    <Typography.Text type="secondary">{formatDateTime(tpl.createTime)}</Typography.Text>
                  </Space>
                </Radio>
              ))}
            </Radio.Group>
          </>
        )}
      </Modal>
      {preview.viewer}
    </>
  );
}
