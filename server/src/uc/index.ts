/** The uc domain's door (users, organisations, roles, posts, the password rule): what other domains may use. */
export { loadUser } from './service.js';
export { enabledRolesOf } from './repo.js';
