import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MailTreeAccount } from '@contract/mail';
import type { FileInfo } from '@/api/files';
import { UploadButton } from '@/shared/ui/UploadButton';
import { RichTextEditor } from '@/shared/form-runtime';
import { bodyWithQuote, isMailAddress, type ComposeDraft } from '../lib/compose';
import { formatSize } from '../lib/size';
import { useSendMail } from '../mutations';
import { AddressSelect } from './AddressSelect';
import { MailFrame } from './MailFrame';
import styles from './mail.module.css';

/** The form's fields: the draft's addresses, subject and body. */
type Values = Pick<ComposeDraft, 'accountId' | 'to' | 'cc' | 'bcc' | 'subject' | 'html'>;

/** Attachments are limited by the file service; this only keeps the list short. */
const MAX_ATTACHMENTS = 50;

interface Props {
  /** the draft to start from; null: closed */
  draft: ComposeDraft | null;
  accounts: MailTreeAccount[];
  onClose: () => void;
  /** the confirmation's link to the Sent folder of the account sent from */
  onOpenSent?: (accountId: string) => void;
}

/** Write, reply or forward: from, to/cc/bcc, subject, body, attachments; asks before throwing away a change. */
export function ComposeDialog({ draft, accounts, onClose, onOpenSent }: Props) {
  const { t } = useTranslation('mail');
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<FileInfo[]>([]);
  const [showCopies, setShowCopies] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // the quoted original, shown as it is below the editor; removable
  const [quote, setQuote] = useState<string | null>(null);
  const send = useSendMail();
  const open = draft !== null;
  const fallbackAccount = useMemo(() => (accounts.find((a) => a.isDefault) ?? accounts[0])?.id, [accounts]);

  useEffect(() => {
    if (!draft) return;
    form.resetFields();
    form.setFieldsValue({
      accountId: draft.accountId ?? fallbackAccount,
      to: draft.to,
      cc: draft.cc,
      bcc: draft.bcc,
      subject: draft.subject,
      html: draft.html,
    });
    setFiles([]);
    setQuote(draft.quote ?? null);
    setShowCopies(draft.cc.length > 0 || draft.bcc.length > 0);
    setFailure(null);
    // a new draft only; the account list refreshing must not wipe what is typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, form]);

  const close = () => {
    if (!form.isFieldsTouched() && !files.length && quote === (draft?.quote ?? null)) return onClose();
    modal.confirm({
      title: t('compose.discardTitle'),
      content: t('compose.discard'),
      okText: t('compose.discardOk'),
      okButtonProps: { danger: true },
      cancelText: t('compose.keepWriting'),
      onOk: onClose,
    });
  };

  const submit = () =>
    void form.validateFields().then(
      (values) => {
        setFailure(null);
        send.mutate(
          {
            accountId: values.accountId,
            to: values.to,
            cc: values.cc ?? [],
            bcc: values.bcc ?? [],
            subject: values.subject,
            html: bodyWithQuote(values.html, quote),
            fileIds: files.map((f) => f.fileId),
            ...(draft?.replyId ? { replyId: draft.replyId } : {}),
            ...(draft?.forwardId ? { forwardId: draft.forwardId } : {}),
          },
          {
            onSuccess: (answer) => {
              const copy = answer.value?.savedToSent !== false;
              const from = values.accountId;
              const to = [...values.to, ...(values.cc ?? []), ...(values.bcc ?? [])].join(', ');
              const text = t(copy ? 'compose.sentTo' : 'compose.sentToNoCopy', { to });
              message.success({
                key: 'mail-sent',
                duration: 8,
                content: (
                  <span role="status" data-testid="mail-sent">
                    {text}
                    {copy && onOpenSent && from ? (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => {
                          message.destroy('mail-sent');
                          onOpenSent(from);
                        }}
                      >
                        {t('compose.openSent')}
                      </Button>
                    ) : null}
                  </span>
                ),
              });
              onClose();
            },
            onError: (error) => setFailure(error.message || t('compose.failed')),
          },
        );
      },
      () => undefined,
    );

  const addresses = (required: boolean) => [
    ...(required ? [{ required: true, type: 'array' as const, min: 1, message: t('compose.toRequired') }] : []),
    {
      validator: (_: unknown, v: string[] | undefined) => {
        const bad = (v ?? []).filter((a) => !isMailAddress(a));
        return bad.length ? Promise.reject(new Error(t('compose.addressBad', { address: bad.join(', ') }))) : Promise.resolve();
      },
    },
  ];

  return (
    <Modal
      open={open}
      title={draft?.replyId ? t('compose.replyTitle') : draft?.forwardId ? t('compose.forwardTitle') : t('compose.title')}
      onCancel={close}
      width={860}
      destroyOnHidden
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" icon={<SendOutlined />} onClick={submit} loading={send.isPending}>
            {t('compose.send')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '72px' }} labelWrap preserve={false}>
        <Form.Item name="accountId" label={t('compose.from')} rules={[{ required: true, message: t('compose.fromRequired') }]}>
          <Select
            options={accounts.map((a) => ({ value: a.id, label: a.nickName ? `${a.nickName} <${a.mailAddress}>` : a.mailAddress }))}
          />
        </Form.Item>
        <Form.Item label={t('compose.to')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="to" noStyle rules={addresses(true)}>
              <AddressSelect aria-label={t('compose.to')} />
            </Form.Item>
            {!showCopies ? <Button onClick={() => setShowCopies(true)}>{t('compose.addCopies')}</Button> : null}
          </Space.Compact>
        </Form.Item>
        {showCopies ? (
          <>
            <Form.Item name="cc" label={t('compose.cc')} rules={addresses(false)}>
              <AddressSelect aria-label={t('compose.cc')} />
            </Form.Item>
            <Form.Item name="bcc" label={t('compose.bcc')} rules={addresses(false)}>
              <AddressSelect aria-label={t('compose.bcc')} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="subject"
          label={t('compose.subject')}
          rules={[{ required: true, whitespace: true, message: t('compose.subjectRequired') }]}
        >
          <Input maxLength={998} />
        </Form.Item>
        <Form.Item name="html" label={t('compose.body')}>
          <RichTextEditor aria-label={t('compose.body')} />
        </Form.Item>
        {quote ? (
          <Form.Item label={t('compose.quote')}>
            <div className={styles.quote}>
              <MailFrame html={quote} allowRemote={false} attachments={draft?.quoteFiles ?? []} title={t('compose.quote')} />
              <Button size="small" onClick={() => setQuote(null)}>
                {t('compose.removeQuote')}
              </Button>
            </div>
          </Form.Item>
        ) : null}
        <Form.Item label={t('compose.attachments')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {files.length < MAX_ATTACHMENTS ? (
              <UploadButton
                accept=""
                allow={() => true}
                label={t('compose.attach')}
                onStored={(stored) => {
                  if (!stored) throw new Error('no file stored');
                  setFiles((list) => [...list, stored]);
                }}
              />
            ) : null}
            <Space wrap size={[4, 4]}>
              {files.map((f) => (
                <Tag
                  key={f.fileId}
                  icon={<PaperClipOutlined />}
                  closable
                  onClose={() => setFiles((list) => list.filter((x) => x.fileId !== f.fileId))}
                >
                  {f.fileName} ({formatSize(f.size)})
                </Tag>
              ))}
              {draft?.forwarded.map((a) => (
                <Tag key={a.fileId} icon={<PaperClipOutlined />} color="blue">
                  {a.fileName} ({formatSize(a.size)})
                </Tag>
              ))}
            </Space>
            {draft?.forwarded.length ? <Typography.Text type="secondary">{t('compose.forwardedKept')}</Typography.Text> : null}
          </Space>
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
    </Modal>
  );
}
