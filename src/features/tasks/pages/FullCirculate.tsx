import { FullScreenFrame } from '@/shared/ui/FullScreenFrame';
import Circulated from './Circulated';

/** /fullMatter/circulateMatter: circulated items in the full-screen layout. */
export default function FullCirculate() {
  return (
    <FullScreenFrame>
      <Circulated />
    </FullScreenFrame>
  );
}
