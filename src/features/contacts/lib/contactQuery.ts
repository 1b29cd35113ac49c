import type { QueryBody, QueryFilter } from '@contract/common';

export const CONTACT_PAGE_SIZE = 20;

export interface ContactFilter {
  /** matched against name, account, pinyin, mobile and e-mail */
  text: string;
  /** ids of the chosen organisation and everything below it; null for the whole company */
  orgIds: string[] | null;
  page: number;
  pageSize: number;
}

/** Body of queryUserWithMainOrgPost for the contacts page: active users only. */
export function buildContactQuery(filter: ContactFilter): QueryBody {
  const text = filter.text.trim();
  const querys: QueryFilter[] = [{ property: 'status', value: 1, operation: 'EQUAL', relation: 'AND' }];
  if (text) {
    for (const property of ['fullname', 'account', 'pinyin', 'mobile', 'email']) {
      querys.push({ property, value: text, operation: 'LIKE', group: 'text', relation: 'OR' });
    }
  }
  if (filter.orgIds)
    querys.push({ property: 'orgId', value: filter.orgIds.length ? filter.orgIds : ['-'], operation: 'IN', relation: 'AND' });
  return {
    pageBean: { page: filter.page, pageSize: filter.pageSize, showTotal: true },
    querys,
    sorters: [{ property: 'fullname', direction: 'ASC' }],
  };
}
