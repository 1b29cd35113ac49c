import { FullScreenFrame } from '@/shared/ui/FullScreenFrame';
import { StartProcessView } from '../components/StartProcessView';

/** /fullMatter/startProcess */
export default function FullStartProcess() {
  return (
    <FullScreenFrame>
      <StartProcessView />
    </FullScreenFrame>
  );
}
