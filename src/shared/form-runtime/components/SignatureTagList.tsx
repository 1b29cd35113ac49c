import { useEffect, useState } from 'react';
import { Alert, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fileImageQuery } from '../queries';
import type { SignatureEntry } from '../lib/signatureState';
import { formatSignTime } from '@/shared/time';

/** A stored picture shown from its bytes (the file calls need the session's headers, so no plain address). */
export function SignatureImage({ fileId, alt, height = 48 }: { fileId: string; alt: string; height?: number }) {
  const image = useQuery(fileImageQuery(fileId));
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image.data) return;
    const made = URL.createObjectURL(image.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image.data]);
  if (image.isError) return <Typography.Text type="secondary">{alt}</Typography.Text>;
  return url ? (
    <img src={url} alt={alt} style={{ height, maxWidth: height * 4, objectFit: 'contain' }} />
  ) : (
    <span style={{ display: 'inline-block', height }} aria-busy="true" />
  );
}

/**
 * The signature tag list (spec 02 §2 "Shows signatures of a form"): each entry's picture, signer and time, read only.
 * An entry without a file says to check the signature configuration (spec 02 §5).
 */
export function SignatureTagList({ entries, empty }: { entries: SignatureEntry[]; empty?: string }) {
  const { t } = useTranslation('seals');
  if (!entries.length) return empty ? <Typography.Text type="secondary">{empty}</Typography.Text> : null;
  return (
    <ul aria-label={t('signature.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((e) => (
        <li key={`${e.index}-${e.userId}`} data-signer={e.userId} style={{ padding: '4px 0' }}>
          <Space align="center" wrap>
            {e.signature ? (
              <SignatureImage fileId={e.signature} alt={t('signature.imageOf', { name: e.name })} />
            ) : (
              <Alert type="warning" showIcon title={t('signature.checkConfig')} />
            )}
            <Typography.Text strong>{e.name}</Typography.Text>
            <Typography.Text type="secondary">{formatSignTime(e.createTime)}</Typography.Text>
          </Space>
        </li>
      ))}
    </ul>
  );
}
