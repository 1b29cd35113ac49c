import { Navigate, useSearchParams } from 'react-router-dom';
import { FullScreenFrame } from '@/shared/ui/FullScreenFrame';
import { StartProcessView } from '../components/StartProcessView';

/**
 * /fullMatter/new, where /fullMatter lands: with ?defKey it is the new form of that flow,
 * otherwise the choice of a flow to start.
 */
export default function FullNew() {
  const [params] = useSearchParams();
  const defKey = params.get('defKey');
  if (defKey) return <Navigate replace to={`/fullMatter/approvalForm?${new URLSearchParams({ defKey }).toString()}`} />;
  return (
    <FullScreenFrame>
      <StartProcessView />
    </FullScreenFrame>
  );
}
