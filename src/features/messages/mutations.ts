import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllMessagesRead, markMessagesRead, removeMessages, starMessages, type MessageCategory } from '@/api/messages';
import { messageKeys } from './queries';

/** Mark read, star, delete; each refreshes the lists, the counts and the bell's count. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });
  const mark = useMutation({ mutationFn: (ids: string[]) => markMessagesRead(ids), onSettled: refresh });
  const markAll = useMutation({ mutationFn: (category?: MessageCategory) => markAllMessagesRead(category), onSettled: refresh });
  const star = useMutation({ mutationFn: (v: { ids: string[]; starred: boolean }) => starMessages(v.ids, v.starred), onSettled: refresh });
  const remove = useMutation({ mutationFn: (ids: string[]) => removeMessages(ids), onSettled: refresh });
  return { mark, markAll, star, remove, refresh };
}
