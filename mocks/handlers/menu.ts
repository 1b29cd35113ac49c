import { http } from 'msw';
import type { MenuItem } from '@contract/portal';
import { ok } from '../envelope';
import { frontMenu } from '../fixtures/menu';

/** GET getCurrentUserMenu answering the given tree for front_menu (an empty list for other aliases). */
export function menuHandler(tree: MenuItem[] = frontMenu) {
  return http.get('*/sys/sysMenu/v1/getCurrentUserMenu', ({ request }) =>
    ok(new URL(request.url).searchParams.get('menuAlias') === 'front_menu' ? tree : []),
  );
}
