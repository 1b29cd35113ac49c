import { FullScreenFrame } from '@/shared/ui/FullScreenFrame';
import MyRequest from './MyRequest';

/** /fullMatter/apply: my applications in the full-screen layout. */
export default function FullApply() {
  return (
    <FullScreenFrame>
      <MyRequest />
    </FullScreenFrame>
  );
}
