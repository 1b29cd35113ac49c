import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'antd';
import { HomeListCard } from '../components/HomeListCard';
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

  return (
    <div className={styles.page}>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <HomeListCard
            title={t('home.todo')}
            total={todo.data?.total}
            items={todo.data?.rows.map(openTaskItem)}
            loading={todo.isPending}
            failed={todo.isError}
            onRetry={() => void todo.refetch()}
            moreTo={MY_TASK}
          />
        </Col>
        <Col xs={24} lg={12}>
          <HomeListCard
            title={t('home.done')}
            total={done.data?.total}
            items={done.data?.rows.map(doneTaskItem)}
            loading={done.isPending}
            failed={done.isError}
            onRetry={() => void done.refetch()}
            moreTo={MY_TASK}
          />
        </Col>
        <Col xs={24} lg={12}>
          <HomeListCard
            title={t('home.request')}
            total={request.data?.total}
            items={request.data?.rows.map(requestItem)}
            loading={request.isPending}
            failed={request.isError}
            onRetry={() => void request.refetch()}
            moreTo={MY_REQUEST}
          />
        </Col>
        <Col xs={24} lg={12}>
          <HomeListCard
            title={t('home.delay')}
            total={delay.data?.total}
            items={delay.data?.rows.map(openTaskItem)}
            loading={delay.isPending}
            failed={delay.isError}
            onRetry={() => void delay.refetch()}
            moreTo={MY_TASK}
          />
        </Col>
        <Col xs={24} lg={8}>
          <HomeListCard
            title={t('home.notice')}
            total={notices.data?.total}
            extra={notices.data ? <span>{t('home.unreadCount', { count: notices.data.unread })}</span> : undefined}
            items={notices.data?.rows.map(noticeItem)}
            loading={notices.isPending}
            failed={notices.isError}
            onRetry={() => void notices.refetch()}
          />
        </Col>
        <Col xs={24} lg={16}>
          <SankeyCard />
        </Col>
      </Row>
    </div>
  );
}
