import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { saveFeedback } from '@/api/feedback';
import { notify } from '@/api/notify';
import { currentLanguage, i18n } from '@/shared/i18n';
import { useFeedbackStore, type FeedbackDraft } from './feedbackStore';

interface FormValues {
  message: string;
  text: string;
}

/** Spec 01 §8: a Chinese or an English form by language; Indonesian users get the English one. */
export function feedbackFormLanguage(): 'zh-CN' | 'en-US' {
  return currentLanguage() === 'zh-CN' ? 'zh-CN' : 'en-US';
}

export function FeedbackDialog() {
  const draft = useFeedbackStore((state) => state.draft);
  const close = useFeedbackStore((state) => state.close);
  if (!draft) return null;
  return <FeedbackForm key={draft.link + draft.message} draft={draft} onClose={close} />;
}

function FeedbackForm({ draft, onClose }: { draft: FeedbackDraft; onClose: () => void }) {
  const t = i18n.getFixedT(feedbackFormLanguage(), 'common', 'feedback');
  const [form] = Form.useForm<FormValues>();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function submit(values: FormValues) {
    setSending(true);
    setFailed(null);
    try {
      await saveFeedback({ message: values.message, link: draft.link, screenshot: draft.screenshotId, text: values.text });
      notify.success(t('sent'));
      onClose();
    } catch (error) {
      setFailed(error instanceof Error && error.message ? `${t('failed')}: ${error.message}` : t('failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={t('title')}
      okText={t('submit')}
      cancelText={i18n.getFixedT(feedbackFormLanguage(), 'common')('actions.cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" initialValues={{ message: draft.message, text: '' }} onFinish={submit}>
        <Form.Item name="message" label={t('message')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('link')}>
          <Input value={draft.link} readOnly />
        </Form.Item>
        <Form.Item label={t('screenshot')}>
          {draft.screenshotUrl ? (
            <img
              src={draft.screenshotUrl}
              alt={t('screenshot')}
              style={{ maxWidth: '100%', maxHeight: 200, border: '1px solid #f0f0f0' }}
            />
          ) : (
            <span>{t('noScreenshot')}</span>
          )}
          {draft.notice && <Alert type="warning" showIcon title={t(draft.notice)} style={{ marginTop: 8 }} />}
        </Form.Item>
        <Form.Item name="text" label={t('content')} rules={[{ required: true, whitespace: true, message: t('contentRequired') }]}>
          <Input.TextArea placeholder={t('contentPlaceholder')} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={4000} />
        </Form.Item>
        {failed && <Alert type="error" showIcon title={failed} />}
      </Form>
    </Modal>
  );
}
