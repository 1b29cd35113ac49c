import { queryOptions } from '@tanstack/react-query';
import type { QueryFilter } from '@contract/common';
import { getByParentAndDem, getDemListAll, getJobPage, getOrgPage, getOrgPostPage, getRolePage, queryUserWithMainOrgPost } from '@/api/uc';

/** What a form field or a picker may name from the user centre, by id. */
export type RefKind = 'user' | 'org' | 'post' | 'role';
/** A named thing of the user centre as the pickers show it: its name and where it belongs. */
export interface RefOption {
  id: string;
  label: string;
  /** the department path of an organisation, the department of a post, the code of a role */
  detail?: string;
}

const SEARCH_SIZE = 20;
const silent = { silent: true };
const oneOf = (property: string, ids: string[]): QueryFilter => ({ property, value: ids, operation: 'IN' });
const search = (pattern: string, properties: string[]): QueryFilter[] =>
  pattern ? properties.map((property) => ({ property, value: pattern, operation: 'LIKE', group: 'search', relation: 'OR' })) : [];

export const ucRefKeys = {
  all: ['uc', 'refs'] as const,
  dems: () => [...ucRefKeys.all, 'dems'] as const,
  orgChildren: (demId: string, parentId: string | null) => [...ucRefKeys.all, 'orgChildren', { demId, parentId }] as const,
  search: (kind: Exclude<RefKind, 'user'>, pattern: string, jobId?: string) =>
    [...ucRefKeys.all, 'search', { kind, pattern, jobId }] as const,
  names: (kind: RefKind, ids: string[]) => [...ucRefKeys.all, 'names', { kind, ids }] as const,
  jobs: () => [...ucRefKeys.all, 'jobs'] as const,
};

/** The organisation dimensions, the default first (the user centre orders them so). */
export const demsQuery = () =>
  queryOptions({ queryKey: ucRefKeys.dems(), queryFn: async () => (await getDemListAll(silent)).value, staleTime: 300_000 });

/** The departments under a parent (the roots: null) of a dimension, as tree nodes. */
export const orgChildrenQuery = (demId: string, parentId: string | null) =>
  queryOptions({
    queryKey: ucRefKeys.orgChildren(demId, parentId),
    queryFn: async () => (await getByParentAndDem({ demId, parentId }, silent)).value,
    staleTime: 60_000,
  });

/** The jobs, which narrow the post picker. */
export const jobsQuery = () =>
  queryOptions({
    queryKey: ucRefKeys.jobs(),
    queryFn: async () => (await getJobPage({ pageBean: { page: 1, pageSize: 200 } }, silent)).value.rows,
    staleTime: 300_000,
  });

/** Departments, posts or enabled roles whose name (or code, or department) holds the pattern; the first 20 without one. */
export const refSearchQuery = (kind: Exclude<RefKind, 'user'>, pattern: string, jobId?: string) =>
  queryOptions({
    queryKey: ucRefKeys.search(kind, pattern, jobId),
    queryFn: async (): Promise<RefOption[]> => {
      const pageBean = { page: 1, pageSize: SEARCH_SIZE };
      if (kind === 'org') {
        const rows = (await getOrgPage({ pageBean, querys: search(pattern, ['name', 'code', 'pathName']) }, silent)).value.rows;
        return rows.map((o) => ({ id: o.id, label: o.name, detail: o.pathName }));
      }
      if (kind === 'post') {
        const querys = [...search(pattern, ['name', 'orgName']), ...(jobId ? [{ property: 'jobId', value: jobId }] : [])];
        const rows = (await getOrgPostPage({ pageBean, querys }, silent)).value.rows;
        return rows.map((p) => ({ id: p.id, label: p.name, detail: p.orgName }));
      }
      const querys = [{ property: 'enabled', value: true }, ...search(pattern, ['name', 'code'])];
      const rows = (await getRolePage({ pageBean, querys }, silent)).value.rows;
      return rows.map((r) => ({ id: r.id, label: r.name, detail: r.code }));
    },
    staleTime: 30_000,
  });

/** What each kind's name lookup answers, by id. */
async function namesOf(kind: RefKind, ids: string[]): Promise<Record<string, RefOption>> {
  const pageBean = { page: 1, pageSize: ids.length };
  const querys = [oneOf('id', ids)];
  let found: RefOption[];
  if (kind === 'user') {
    const rows = (await queryUserWithMainOrgPost({ pageBean, querys }, silent)).value.rows;
    found = rows.map((u) => ({ id: u.id, label: u.fullname, detail: u.orgName ?? undefined }));
  } else if (kind === 'org') {
    found = (await getOrgPage({ pageBean, querys }, silent)).value.rows.map((o) => ({ id: o.id, label: o.name, detail: o.pathName }));
  } else if (kind === 'post') {
    found = (await getOrgPostPage({ pageBean, querys }, silent)).value.rows.map((p) => ({ id: p.id, label: p.name, detail: p.orgName }));
  } else {
    found = (await getRolePage({ pageBean, querys }, silent)).value.rows.map((r) => ({ id: r.id, label: r.name, detail: r.code }));
  }
  return Object.fromEntries(found.map((o) => [o.id, o]));
}

/**
 * The names of users, departments, posts or roles by id, through the same user-centre lists the pickers search
 * (an IN filter on id). Cached per set of ids; a name changes rarely, so it is read again after five minutes.
 */
export const refNamesQuery = (kind: RefKind, ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: ucRefKeys.names(kind, sorted),
    queryFn: () => namesOf(kind, sorted),
    enabled: sorted.length > 0,
    staleTime: 300_000,
  });
};

/** A stored reference value as a list of ids: an array, one id, or nothing. */
export function refIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value ? [value] : [];
}
