import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HomeListCard, fromListQuery } from '../components/HomeListCard';
import { doneTaskItem, noticeItem, openTaskItem, requestItem } from '../model/items';
import { HOME_ROWS, noticesQuery, requestListQuery, taskListQuery } from '../queries';
import { numberOption, type WidgetProps } from './types';

// the menu routes of docs/menu.md with the whole lists
const MY_TASK = '/matter/myTask';
const MY_REQUEST = '/matter/myRequest';

const rows = (props: WidgetProps) => numberOption(props.item, 'pageSize', HOME_ROWS, 1, 20);

export function TodoWidget(props: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(taskListQuery('todo', rows(props)));
  return <HomeListCard title={t('home.todo')} moreTo={MY_TASK} testId="home-todo" {...fromListQuery(query, openTaskItem)} />;
}

export function DoneWidget(props: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(taskListQuery('done', rows(props)));
  return <HomeListCard title={t('home.done')} moreTo={MY_TASK} {...fromListQuery(query, doneTaskItem)} />;
}

export function RequestWidget(props: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(requestListQuery(rows(props)));
  return <HomeListCard title={t('home.request')} moreTo={MY_REQUEST} {...fromListQuery(query, requestItem)} />;
}

/** My delayed (overdue) tasks: getMyDelayTask. */
export function OverdueWidget(props: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(taskListQuery('delay', rows(props)));
  return <HomeListCard title={t('home.delay')} moreTo={MY_TASK} {...fromListQuery(query, openTaskItem)} />;
}

/** The workflow notices to read (getNoticeTodoRead) with the unread count. */
export function NoticeWidget(props: WidgetProps) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(noticesQuery(rows(props)));
  return (
    <HomeListCard
      title={t('home.notice')}
      extra={query.data ? <span>{t('home.unreadCount', { count: query.data.unread })}</span> : undefined}
      {...fromListQuery(query, noticeItem)}
    />
  );
}
