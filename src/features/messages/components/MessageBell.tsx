import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLiveEvents } from '@/shared/live';
import { badgeCount, BADGE_CAP } from '../lib/badge';
import { badgeQuery, messageKeys } from '../queries';
import { TipButton } from '@/shared/ui/TipButton';

/** Path of the message page (spec 01 §2 fixed route). */
export const MESSAGE_PAGE_PATH = '/personal/message';

/** The top bar's message bell: unread count capped at 99; a click opens the message page. */
export function MessageBell() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery(badgeQuery());
  const count = badgeCount(data);
  // a new or changed message refreshes the count and any open list at once
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: messageKeys.all }), ['message.']);

  const label = count ? t('bell.unread', { count }) : t('bell.none');
  return (
    <TipButton tip={label} type="text" onClick={() => navigate(MESSAGE_PAGE_PATH)}>
      <Badge count={count} overflowCount={BADGE_CAP} size="small">
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </TipButton>
  );
}
