import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessagesRead, removeMessages } from '@/api/messages';
import { messageKeys } from './queries';

/** Mark read and delete; both refresh the list and the bell's count. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });
  const mark = useMutation({ mutationFn: (ids: string[]) => markMessagesRead(ids), onSettled: refresh });
  const remove = useMutation({ mutationFn: (ids: string[]) => removeMessages(ids), onSettled: refresh });
  return { mark, remove, refresh };
}
