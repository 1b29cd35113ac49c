import { Button, Space, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailServerPreset } from '@/api/mail';
import { isMailAddress } from '../lib/compose';
import { mailPresetsQuery } from '../queries';

export type PresetServers = Omit<MailServerPreset, 'source' | 'name'>;

/**
 * The server settings the portal knows for the address typed (its provider's, the company's own server), each a
 * button that fills the six server fields. Only an offer: the server checks the hosts on test and save as ever.
 */
export function ServerPresets({ address, onPick }: { address: string; onPick: (servers: PresetServers) => void }) {
  const { t } = useTranslation('mail');
  const valid = isMailAddress(address.trim());
  const options = mailPresetsQuery(address);
  const presets = useQuery({ ...options, enabled: valid && options.enabled !== false });
  const list = valid ? (presets.data ?? []) : [];
  if (!list.length) return null;
  return (
    <Space wrap size="small" role="group" aria-label={t('account.presets')} style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('account.presets')}</Typography.Text>
      {list.map(({ source, name, ...servers }) => {
        const label = source === 'company' ? t('account.presetCompany') : t('account.presetProvider', { name });
        return (
          <Button key={`${source}-${name}`} size="small" icon={<ThunderboltOutlined />} onClick={() => onPick(servers)}>
            {label}
          </Button>
        );
      })}
    </Space>
  );
}
