/** The uc domain's door (users, organisations, roles, posts, the password rule): what other domains may use. */
export { loadUser } from './service.js';
export { enabledRolesOf } from './repo.js';
export { defaultStrategy, isCommonPassword } from './password.js';
/** issue 30: a user's status in the caller's transaction, with its audit entry (the departures' handover calls it) */
export { setUserStatus, type StatusChange } from './admin-users/service-status.js';
/** issue 30: a unit's leaders kept in one place (the departures' handover moves the units someone leads) */
export { replaceLeader, unitsLedBy } from './repo-leaders.js';
/** issue 30: whom a departed or disabled user's approver steps and returned requests go to (the departures' confirm) */
export { recordSuccessors, type SuccessorKind } from './repo-successors.js';
