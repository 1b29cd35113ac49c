import { Empty, Spin, Typography, theme } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@/api/search';
import { avatarAddress } from '@/shared/session';
import { UserCard, personFromRow } from '@/features/contacts';
import { userSearchQuery } from '../queries';
import { useEndSentinel } from '../hooks/useEndSentinel';

interface Props {
  pattern: string;
  serial: number;
}

/** Global user list: 50 a page; the next page loads when the end of the list scrolls into view. */
export function UserSearchList({ pattern, serial }: Props) {
  const { t } = useTranslation('search');
  const query = useInfiniteQuery(userSearchQuery(pattern, serial));
  const rows = query.data?.pages.flat() ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const { token } = theme.useToken();
  const colours = { split: token.colorSplit, secondary: token.colorTextSecondary };
  const sentinel = useEndSentinel<HTMLDivElement>(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage, rows.length);

  if (!pattern) return <Empty description={t('user.enterPattern')} />;
  if (query.isPending) return <Spin style={{ display: 'block', margin: 48 }} aria-label={t('loading')} />;

  return (
    <div data-testid="user-search-list">
      {rows.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((u) => (
            <PersonItem key={u.id} user={u} colours={colours} />
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {isFetchingNextPage ? <Spin style={{ display: 'block', margin: 16 }} aria-label={t('loading')} /> : null}
      {!hasNextPage && rows.length > 0 ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 16 }}>
          {t('user.end', { count: rows.length })}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}

/** One person; a click (or Enter) opens the user card. Plain elements: lists run to hundreds. */
function PersonItem({ user, colours }: { user: UserRow; colours: { split: string; secondary: string } }) {
  return (
    <li style={{ borderBottom: `1px solid ${colours.split}` }}>
      <UserCard person={personFromRow(user)}>
        <div
          role="button"
          tabIndex={0}
          aria-label={user.fullname}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.click()}
          style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 8px', cursor: 'pointer' }}
        >
          <img
            src={avatarAddress(user.account, user.photo)}
            alt=""
            width={32}
            height={32}
            style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div>
              <strong>{user.fullname}</strong> <span style={{ color: colours.secondary }}>{user.account}</span>
            </div>
            <span style={{ color: colours.secondary }}>{[user.orgName, user.postName].filter(Boolean).join(' / ')}</span>
          </div>
          {user.email ? <span style={{ color: colours.secondary }}>{user.email}</span> : null}
        </div>
      </UserCard>
    </li>
  );
}
