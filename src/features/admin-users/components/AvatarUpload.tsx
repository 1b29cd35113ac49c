import { Avatar, Button, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SignatureImage } from '@/shared/form-runtime';
import { UploadButton } from '@/shared/ui/UploadButton';
import { useAppApis } from '@/shared/ui/useAppApis';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const MAX_BYTES = 2 * 1024 * 1024;

/** A user's picture (fetched with the session, as signatures are): an image of 2 MB at most, uploaded at once; the server checks its bytes again on save. */
export function AvatarUpload({ value, onChange, id }: { value?: string | null; onChange?: (fileId: string | null) => void; id?: string }) {
  const { t } = useTranslation('adminUsers');
  const { message } = useAppApis();
  return (
    <Space id={id} align="center">
      {value ? <SignatureImage fileId={value} alt={t('field.photo')} height={56} /> : <Avatar size={56} icon={<UserOutlined />} />}
      <UploadButton
        accept={TYPES.join(',')}
        allow={(file) => {
          if (!TYPES.includes(file.type)) {
            void message.warning(t('photo.onlyImages'));
            return false;
          }
          if (file.size > MAX_BYTES) {
            void message.warning(t('photo.tooLarge'));
            return false;
          }
          return true;
        }}
        onStored={(stored) => stored && onChange?.(stored.fileId)}
        label={t('photo.upload')}
      />
      {value && (
        <Button type="link" onClick={() => onChange?.(null)}>
          {t('photo.remove')}
        </Button>
      )}
    </Space>
  );
}
