import { StartProcessView } from '../components/StartProcessView';

/** 'tasks/StartProcess' */
export default function StartProcess() {
  return <StartProcessView />;
}
