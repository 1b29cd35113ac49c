import { Avatar, Card, Descriptions, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { avatarAddress, useAuthStore } from '@/shared/session';
import { useLanguage, type Language } from '@/shared/i18n';
import { profileQuery } from '../queries';
import { PasswordForm } from '../components/PasswordForm';

/** The organisations or posts of a person, the main one blue, each with its whole path on hover. */
function PlaceTags({ places }: { places: { id: string; name: string; path: string; isMain: boolean }[] }) {
  return places.map((p) => (
    <Tag key={p.id} color={p.isMain ? 'blue' : undefined} title={p.path}>
      {p.name}
    </Tag>
  ));
}

/** Personal settings 'contacts/Profile': the detail record, language and the password. */
export default function Profile() {
  const { t } = useTranslation('contacts');
  const account = useAuthStore((s) => s.account);
  const { language, languages, setLanguage } = useLanguage();
  const detail = useQuery(profileQuery(account));
  const d = detail.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('profile.info')} loading={detail.isPending}>
        {d ? (
          <Space align="start" size={24} wrap>
            <Avatar size={72} src={avatarAddress(d.user.account, d.user.photo)} alt={d.user.fullname} />
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('card.name')}>{d.user.fullname}</Descriptions.Item>
              <Descriptions.Item label={t('card.account')}>{d.user.account}</Descriptions.Item>
              <Descriptions.Item label={t('profile.employeeNo')}>{d.user.employeeNo || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('card.email')}>{d.user.email || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('card.mobile')}>{d.user.mobile || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('profile.orgs')}>
                <PlaceTags places={d.orgList.map((o) => ({ id: o.orgId, name: o.orgName, path: o.pathName, isMain: o.isMain }))} />
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.posts')}>
                <PlaceTags places={d.postList.map((p) => ({ id: p.postId, name: p.postName, path: p.pathName, isMain: p.isMain }))} />
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.roles')}>
                {(d.role ?? []).map((r) => (
                  <Tag key={r.code}>{r.name || r.code}</Tag>
                ))}
              </Descriptions.Item>
            </Descriptions>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('card.loadFailed')}</Typography.Text>
        )}
      </Card>
      <Card title={t('profile.language')}>
        <Select<Language>
          style={{ width: 220 }}
          aria-label={t('profile.language')}
          value={language}
          onChange={setLanguage}
          // each language is named in its own tongue (profile.languageName), so everyone finds theirs
          options={languages.map((l) => ({ value: l, label: t(`profile.languageName.${l}`) }))}
        />
      </Card>
      <Card title={t('profile.password')}>
        <PasswordForm account={account} />
      </Card>
    </Space>
  );
}
