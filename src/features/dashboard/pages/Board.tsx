import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';
import { useHomeLive } from '../hooks/useHomeLive';
import { BOARD_ROWS, noticesQuery, requestListQuery, sankeyQuery, taskListQuery } from '../queries';
import { perDay } from '../model/board';
import { cleanSankey, terminalTotals } from '../model/sankey';
import styles from '../components/Home.module.css';

const BoardCharts = lazy(() => import('../components/BoardCharts'));

/** 'dashboard/Board': charts of the home data (counts, requests by state, done per day). */
export default function Board() {
  const { t } = useTranslation('dashboard');
  useHomeLive();
  const queries = {
    todo: useQuery(taskListQuery('todo')),
    done: useQuery(taskListQuery('done', BOARD_ROWS)),
    request: useQuery(requestListQuery()),
    delay: useQuery(taskListQuery('delay')),
    notice: useQuery(noticesQuery()),
    sankey: useQuery(sankeyQuery()),
  };
  const all = Object.values(queries);
  const pending = all.some((q) => q.isPending);
  const failed = all.filter((q) => q.isError);

  // cheap enough to recompute on every render: a few hundred rows at most
  const data = (() => {
    const { todo, done, request, delay, notice, sankey } = queries;
    if (!todo.data || !done.data || !request.data || !delay.data || !notice.data || !sankey.data) return null;
    return {
      totals: [
        { name: t('home.todo'), value: todo.data.total },
        { name: t('home.done'), value: done.data.total },
        { name: t('home.request'), value: request.data.total },
        { name: t('home.delay'), value: delay.data.total },
        { name: t('home.notice'), value: notice.data.unread },
      ],
      states: terminalTotals(cleanSankey(sankey.data)),
      perDay: perDay(
        done.data.rows.map((r) => r.completeTime),
        Date.now(),
      ),
      doneRows: done.data.rows.length,
    };
  })();

  const loadingText = (
    <div className={styles.chartLoading} role="status">
      {t('home.chartLoading')}
    </div>
  );
  return (
    <div className={`${styles.page} ${styles.boardPage}`}>
      <h2 className={styles.boardTitle}>{t('board.title')}</h2>
      {failed.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('home.loadFailed')}
          action={
            <Button size="small" onClick={() => failed.forEach((q) => void q.refetch())}>
              {t('home.retry')}
            </Button>
          }
        />
      ) : pending || !data ? (
        <div className={styles.chart}>{loadingText}</div>
      ) : (
        <Suspense fallback={<div className={styles.chart}>{loadingText}</div>}>
          <BoardCharts {...data} />
        </Suspense>
      )}
    </div>
  );
}
