import type { UserRow } from '@contract/uc';

/** What the user card shows (spec 01 §2 "user card"): known fields, the rest looked up. */
export interface CardPerson {
  userId?: string;
  account: string;
  fullname: string;
  photo?: string | null;
  orgName?: string | null;
  postName?: string | null;
  email?: string | null;
  mobile?: string | null;
  employeeNo?: string | null;
}

export function personFromRow(row: UserRow): CardPerson {
  return {
    userId: row.userId || row.id,
    account: row.account,
    fullname: row.fullname,
    photo: row.photo,
    orgName: row.orgName,
    postName: row.postName,
    email: row.email,
    mobile: row.mobile,
    employeeNo: row.employeeNo,
  };
}

interface DetailLike {
  user: {
    id?: string;
    userId?: string;
    account: string;
    fullname: string;
    photo?: string | null;
    email?: string | null;
    mobile?: string | null;
    employeeNo?: string | null;
  };
  orgList?: Array<{ orgName: string; isMain?: boolean }> | null;
  postList?: Array<{ postName: string; isMain?: boolean }> | null;
}

/** The main organisation and post of a detail record (the first one when none is marked main). */
export function personFromDetail(detail: DetailLike): CardPerson {
  const org = detail.orgList?.find((o) => o.isMain) ?? detail.orgList?.[0];
  const post = detail.postList?.find((p) => p.isMain) ?? detail.postList?.[0];
  return {
    userId: detail.user.userId ?? detail.user.id,
    account: detail.user.account,
    fullname: detail.user.fullname,
    photo: detail.user.photo ?? null,
    orgName: org?.orgName ?? null,
    postName: post?.postName ?? null,
    email: detail.user.email ?? null,
    mobile: detail.user.mobile ?? null,
    employeeNo: detail.user.employeeNo ?? null,
  };
}
