import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useHomeLive } from '../hooks/useHomeLive';
import { homeLayoutQuery } from '../queries';
import { FALLBACK_LAYOUT } from '../widgets/defaultLayout';
import { HomeGrid } from '../widgets/HomeGrid';
import styles from '../components/Home.module.css';

/**
 * 'dashboard/Home': the widgets of the layout the server holds (vueFrontHome), each drawn by its
 * type; without a layout (none configured, or the call failed) the built-in one. Kept alive by the shell.
 */
export default function Home() {
  useHomeLive();
  const layout = useQuery(homeLayoutQuery());
  const items = layout.data?.items.length ? layout.data.items : FALLBACK_LAYOUT;
  return <div className={styles.page}>{layout.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : <HomeGrid items={items} />}</div>;
}
