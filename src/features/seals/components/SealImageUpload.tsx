import { App, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadButton } from '@/shared/ui/UploadButton';
import { SignatureImage } from '@/shared/form-runtime';

interface Props {
  value?: string;
  onChange?: (fileId: string) => void;
  id?: string;
}

/** A seal's picture: shown, and replaced by a PNG uploaded through the upload call. */
export function SealImageUpload({ value, onChange, id }: Props) {
  const { t } = useTranslation('seals');
  const { message } = App.useApp();
  return (
    <Space id={id} align="center">
      {value ? <SignatureImage fileId={value} alt={t('seals.image')} height={80} /> : null}
      <UploadButton
        accept="image/png"
        allow={(file) => {
          if (file.type === 'image/png') return true;
          message.warning(t('seals.imageOnlyPng'));
          return false;
        }}
        onStored={(stored) => {
          if (stored) onChange?.(stored.fileId);
        }}
        label={t('seals.upload')}
      />
    </Space>
  );
}
