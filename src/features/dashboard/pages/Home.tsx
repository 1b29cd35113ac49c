import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'antd';
import { HomeListCard, fromListQuery } from '../components/HomeListCard';
import { SankeyCard } from '../components/SankeyCard';
import { useHomeLive } from '../hooks/useHomeLive';
import { doneTaskItem, noticeItem, openTaskItem, requestItem } from '../model/items';
import { noticesQuery, requestListQuery, taskListQuery } from '../queries';
import styles from '../components/Home.module.css';

// the menu routes of docs/menu.md with the whole lists
const MY_TASK = '/matter/myTask';
const MY_REQUEST = '/matter/myRequest';

/** 'dashboard/Home': my todo, done, requests and delayed tasks, notices and the sankey; kept alive by the shell. */
export default function Home() {
  const { t } = useTranslation('dashboard');
  useHomeLive();
  const todo = useQuery(taskListQuery('todo'));
  const done = useQuery(taskListQuery('done'));
  const request = useQuery(requestListQuery());
  const delay = useQuery(taskListQuery('delay'));
  const notices = useQuery(noticesQuery());
  const lists = [
    { key: 'todo', moreTo: MY_TASK, ...fromListQuery(todo, openTaskItem) },
    { key: 'done', moreTo: MY_TASK, ...fromListQuery(done, doneTaskItem) },
    { key: 'request', moreTo: MY_REQUEST, ...fromListQuery(request, requestItem) },
    { key: 'delay', moreTo: MY_TASK, ...fromListQuery(delay, openTaskItem) },
  ];

  return (
    <div className={styles.page}>
      <Row gutter={[12, 12]}>
        {lists.map(({ key, ...list }) => (
          <Col key={key} xs={24} lg={12}>
            <HomeListCard title={t(`home.${key}`)} {...list} />
          </Col>
        ))}
        <Col xs={24} lg={8}>
          <HomeListCard
            title={t('home.notice')}
            extra={notices.data ? <span>{t('home.unreadCount', { count: notices.data.unread })}</span> : undefined}
            {...fromListQuery(notices, noticeItem)}
          />
        </Col>
        <Col xs={24} lg={16}>
          <SankeyCard />
        </Col>
      </Row>
    </div>
  );
}
