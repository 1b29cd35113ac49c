import { queryOptions } from '@tanstack/react-query';
import { getDetailByAccountOrId } from '@/api/uc';

/** The signed-in user's detail record: personal information and the posts of the position switch. */
export const userDetailQuery = (account: string) =>
  queryOptions({
    queryKey: ['uc', 'userDetail', { account }],
    queryFn: async () => (await getDetailByAccountOrId(account)).value,
    enabled: Boolean(account),
    staleTime: 5 * 60_000,
  });
