import { useCallback, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Space, Typography, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import type { SealView } from '@/api/seals';

/** The window of both signing dialogs: confirm and cancel, the confirm button busy while the signature goes, closed content dropped. */
function SigningModal({ busy, ...modal }: ModalProps & { busy: boolean }) {
  const { t } = useTranslation('seals');
  return <Modal okText={t('signature.confirm')} cancelText={t('signature.cancel')} confirmLoading={busy} destroyOnHidden {...modal} />;
}

const PAD_WIDTH = 460;
const PAD_HEIGHT = 200;

/** The PNG of a data URL (what the pad gives) as a file to upload. */
export function pngOfDataUrl(dataUrl: string, name = 'signature.png'): File {
  const [, base64 = ''] = dataUrl.split(',');
  const bin = atob(base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new File([bytes], name, { type: 'image/png' });
}

interface DrawProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** the drawn signature as a PNG, and whether to keep it as the user's signature */
  onDone: (png: Blob, keep: boolean) => void;
}

/** Draw a signature with signature_pad (loaded when the dialog first opens). */
export function DrawDialog({ open, busy, onCancel, onDone }: DrawProps) {
  const { t } = useTranslation('seals');
  const pad = useRef<SignaturePad | null>(null);
  const [keep, setKeep] = useState(false);
  const [empty, setEmpty] = useState(false);
  const attach = useCallback((canvas: HTMLCanvasElement | null) => {
    pad.current?.off();
    pad.current = null;
    if (!canvas) return;
    void import('signature_pad').then(({ default: Pad }) => {
      // drawn at the screen's pixel density, so the picture stays sharp
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = PAD_WIDTH * ratio;
      canvas.height = PAD_HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      const made = new Pad(canvas, { penColor: '#000000', minWidth: 1, maxWidth: 3 });
      made.addEventListener('beginStroke', () => setEmpty(false));
      pad.current = made;
    });
  }, []);

  const done = () => {
    if (!pad.current || pad.current.isEmpty()) {
      setEmpty(true);
      return;
    }
    onDone(pngOfDataUrl(pad.current.toDataURL('image/png')), keep);
  };

  return (
    <SigningModal open={open} busy={busy} onCancel={onCancel} title={t('signature.drawTitle')} onOk={done} width={PAD_WIDTH + 48}>
      <canvas
        ref={attach}
        aria-label={t('signature.pad')}
        style={{ width: PAD_WIDTH, maxWidth: '100%', height: PAD_HEIGHT, border: '1px dashed #bfbfbf', touchAction: 'none' }}
      />
      <Space style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Checkbox checked={keep} onChange={(e) => setKeep(e.target.checked)}>
          {t('signature.keep')}
        </Checkbox>
        <Button size="small" onClick={() => pad.current?.clear()}>
          {t('signature.clear')}
        </Button>
      </Space>
      {empty ? <Alert type="warning" showIcon title={t('signature.drawFirst')} style={{ marginTop: 8 }} /> : null}
    </SigningModal>
  );
}

export interface SealChoice {
  sealId: string;
  /** empty when the seal is used secret-free */
  password: string;
  secretFree: boolean;
}

interface SealProps {
  open: boolean;
  seals: SealView[];
  /** the field lets seals that allow it be used without a password */
  fieldSecretFree: boolean;
  busy: boolean;
  /** the server's refusal of the last try (wrong password, too many tries...) */
  error: string | null;
  onCancel: () => void;
  onSubmit: (choice: SealChoice) => void;
  /** the user types: a new try is starting */
  onTyping: (password: string) => void;
}

/** Choose one's seal (when there are several) and type its password, unless it may be used secret-free here. */
export function SealDialog({ open, seals, fieldSecretFree, busy, error, onCancel, onSubmit, onTyping }: SealProps) {
  const { t } = useTranslation('seals');
  const [form] = Form.useForm<{ sealId?: string; password?: string }>();
  const chosenId = Form.useWatch('sealId', form);
  const chosen = seals.find((s) => s.id === chosenId) ?? seals[0];
  const secretFree = fieldSecretFree && chosen?.secretFree === true;

  return (
    <SigningModal
      open={open}
      busy={busy}
      onCancel={onCancel}
      title={t('signature.sealTitle')}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => onSubmit({ sealId: v.sealId ?? chosen?.id ?? '', password: secretFree ? '' : (v.password ?? ''), secretFree }))
      }
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: { password?: string }) => changed.password !== undefined && onTyping(changed.password)}
      >
        {seals.length > 1 ? (
          <Form.Item name="sealId" label={t('signature.seal')}>
            <Select options={seals.map((s) => ({ value: s.id, label: s.name }))} aria-label={t('signature.seal')} />
          </Form.Item>
        ) : (
          <Typography.Paragraph>{chosen?.name}</Typography.Paragraph>
        )}
        {secretFree ? (
          <Typography.Paragraph type="secondary">{t('signature.secretFree')}</Typography.Paragraph>
        ) : (
          <Form.Item name="password" label={t('signature.password')} rules={[{ required: true, message: t('signature.passwordRequired') }]}>
            <Input.Password autoComplete="off" />
          </Form.Item>
        )}
      </Form>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </SigningModal>
  );
}
