import { call } from './call.js';
import { IdQuery } from './common.js';
import { NoticeRow } from './workflow-home.js';

/** Circulated items and notices of an instance sent to a user (spec 02 §7 getNotice). */

export const NoticeIdQuery = IdQuery;

export const NOTICE_CALLS = {
  /** The notice for its receiver or sender; opening it marks it read for the receiver. */
  get: call({ method: 'GET', path: '/runtime/instance/v1/getNotice', query: NoticeIdQuery, answer: NoticeRow }),
};
