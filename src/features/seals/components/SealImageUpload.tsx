import { useState } from 'react';
import { App, Button, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { upload } from '@/api/files';
import { SignatureImage } from '@/features/form-runtime';

interface Props {
  value?: string;
  onChange?: (fileId: string) => void;
  id?: string;
}

/** A seal's picture: shown, and replaced by a PNG uploaded through the upload call. */
export function SealImageUpload({ value, onChange, id }: Props) {
  const { t } = useTranslation('seals');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space id={id} align="center">
      {value ? <SignatureImage fileId={value} alt={t('seals.image')} height={80} /> : null}
      <Upload
        accept="image/png"
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.type === 'image/png') return true;
          message.warning(t('seals.imageOnlyPng'));
          return Upload.LIST_IGNORE;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const stored = (await upload(file as File)).value[0];
            if (stored) onChange?.(stored.fileId);
            onSuccess?.(stored);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('seals.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
