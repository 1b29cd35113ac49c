import { PORTAL_CALLS as P, type MenuItem } from '@contract/portal';
import { answer } from '../call';
import { frontMenu } from '../fixtures/menu';

/** GET getCurrentUserMenu answering the given tree for front_menu (an empty list for other aliases). */
export function menuHandler(tree: MenuItem[] = frontMenu) {
  return answer(P.menu, ({ query }) => (query.get('menuAlias') === 'front_menu' ? tree : []));
}
