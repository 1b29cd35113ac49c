import { queryOptions } from '@tanstack/react-query';
import { queryByType } from '@/api/uc';

const PICK_PAGE_SIZE = 20;

/** Colleagues matching a name, account or pinyin (the user centre's search, 20 a look-up). */
export const userPickQuery = (pattern: string) =>
  queryOptions({
    queryKey: ['uc', 'userPick', { pattern }] as const,
    queryFn: async () => (await queryByType({ pattern, page: 1, pageSize: PICK_PAGE_SIZE }, { silent: true })).value.rows,
    enabled: pattern.length > 0,
    staleTime: 30_000,
  });
