// The mailbox (spec 02 §7 "Mail"): its page is registered in routes.ts; other features reach mail through here.
export { mailKeys, mailTreeQuery } from './queries';
