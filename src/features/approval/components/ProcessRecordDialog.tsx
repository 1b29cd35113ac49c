import { useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalQueries } from '../queries';
import { OpinionTable } from './OpinionTable';
import { RefreshDialog } from './RefreshDialog';

/** The processing records of an instance, with a refresh button. */
export function ProcessRecordDialog({ instId, ...dialog }: { instId: string; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const options = approvalQueries.opinions(instId);
  const { data, isFetching } = useQuery({ ...options, enabled: dialog.open });
  return (
    <RefreshDialog
      {...dialog}
      width={1100}
      texts="record"
      refreshing={isFetching}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: options.queryKey })}
    >
      <OpinionTable rows={data} loading={isFetching} />
    </RefreshDialog>
  );
}
