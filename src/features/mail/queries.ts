import { queryOptions } from '@tanstack/react-query';
import type { QueryFilter } from '@contract/common';
import {
  getMail,
  getMailAndUserData,
  getMailPresets,
  getMailSyncState,
  getMailTreeData,
  listMailLinkmen,
  listMailSettings,
  listMails,
} from '@/api/mail';

export const MAIL_PAGE_SIZE = 20;
/** While a sync runs and no live event arrives, its state is read this often. */
export const SYNC_POLL_MS = 2_000;

/** What the mail list shows: a folder of an account, a page, a search text. */
export interface MailListScope {
  accountId: string;
  folderId: string;
  page: number;
  pageSize: number;
  search: string;
}

export const mailKeys = {
  all: ['mail'] as const,
  tree: () => ['mail', 'tree'] as const,
  lists: () => ['mail', 'list'] as const,
  list: (scope: MailListScope) => ['mail', 'list', scope] as const,
  detail: (id: string | null, allowRemote: boolean) => ['mail', 'detail', { id, allowRemote }] as const,
  settings: () => ['mail', 'settings'] as const,
  linkmen: () => ['mail', 'linkmen'] as const,
  linkmenPage: (page: number, pageSize: number) => ['mail', 'linkmen', { page, pageSize }] as const,
  suggest: (query: string) => ['mail', 'suggest', { query }] as const,
  sync: (accountId: string) => ['mail', 'sync', { accountId }] as const,
  presets: (domain: string) => ['mail', 'presets', { domain }] as const,
};

export function mailTreeQuery() {
  return queryOptions({ queryKey: mailKeys.tree(), queryFn: async () => (await getMailTreeData()).value ?? [] });
}

/** The list's conditions: the folder, and a search text on the subject OR the sender. */
export function mailListQuerys({ folderId, search }: Pick<MailListScope, 'folderId' | 'search'>): QueryFilter[] {
  const querys: QueryFilter[] = [{ property: 'folder', value: folderId, operation: 'EQUAL', relation: 'AND' }];
  const text = search.trim();
  if (text) {
    querys.push(
      { property: 'subject', value: text, operation: 'LIKE', relation: 'OR', group: 'search' },
      { property: 'from', value: text, operation: 'LIKE', relation: 'OR', group: 'search' },
    );
  }
  return querys;
}

export function mailListQuery(scope: MailListScope) {
  return queryOptions({
    queryKey: mailKeys.list(scope),
    queryFn: async () => {
      const answer = await listMails({
        pageBean: { page: scope.page, pageSize: scope.pageSize, showTotal: true },
        querys: mailListQuerys(scope),
        sorters: [{ property: 'date', direction: 'DESC' }],
      });
      return answer.value ?? { rows: [], total: 0, page: scope.page, pageSize: scope.pageSize };
    },
    enabled: Boolean(scope.folderId),
  });
}

/** One mail; opening marks it read on the server, so it is not served from an old cache. */
export function mailDetailQuery(id: string | null, allowRemote: boolean) {
  return queryOptions({
    queryKey: mailKeys.detail(id, allowRemote),
    queryFn: async () => (await getMail(id ?? '', allowRemote)).value,
    enabled: id !== null,
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
}

export function mailSettingsQuery() {
  return queryOptions({
    queryKey: mailKeys.settings(),
    queryFn: async () => {
      const answer = await listMailSettings({ pageBean: { page: 1, pageSize: 100 } });
      return answer.value?.rows ?? [];
    },
  });
}

export function mailLinkmenQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: mailKeys.linkmenPage(page, pageSize),
    queryFn: async () => {
      const answer = await listMailLinkmen({
        pageBean: { page, pageSize, showTotal: true },
        sorters: [{ property: 'name', direction: 'ASC' }],
      });
      return answer.value ?? { rows: [], total: 0, page, pageSize };
    },
  });
}

export function mailSuggestQuery(query: string) {
  return queryOptions({
    queryKey: mailKeys.suggest(query),
    queryFn: async () => (await getMailAndUserData(query)).value ?? [],
    staleTime: 30_000,
  });
}

/** The sync progress of an account; polled only while a sync is queued or running. */
export function mailSyncQuery(accountId: string) {
  return queryOptions({
    queryKey: mailKeys.sync(accountId),
    queryFn: async () => (await getMailSyncState(accountId)).value,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'running' ? SYNC_POLL_MS : false;
    },
  });
}

/** The server settings offered for an address's domain (none for a domain nobody knows). */
export function mailPresetsQuery(address: string) {
  const domain = address.trim().toLowerCase().split('@')[1] ?? '';
  return queryOptions({
    queryKey: mailKeys.presets(domain),
    queryFn: async () => (await getMailPresets(address.trim())).value ?? [],
    enabled: domain.includes('.'),
    staleTime: 10 * 60_000,
  });
}
