import { FullScreenFrame } from '@/shared/ui/FullScreenFrame';
import MyTask from './MyTask';

/** /fullMatter/myTask: the task lists in the full-screen layout (forms open in place). */
export default function FullMyTask() {
  return (
    <FullScreenFrame>
      <MyTask />
    </FullScreenFrame>
  );
}
