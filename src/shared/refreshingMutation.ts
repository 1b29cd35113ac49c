import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once it went through, tells the caller (`onDone`, with the answer) and has the
 * queries under `keys` read again: the lists the change shows in.
 */
export function useRefreshingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  keys: readonly QueryKey[],
  onDone?: (answer: R) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      onDone?.(answer);
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    },
  });
}
