import type { createBrowserRouter } from 'react-router-dom';
import { withCarriedFlags } from './urls';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Every navigation of the app (links, menus, tabs, navigate()) goes through router.navigate; the
 * query flags of spec 01 §2 are added there, before the location changes, so no page or tab ever
 * sees the address without them. Back/forward keeps the history entries as they were.
 */
export function carryFlagsOnNavigate(router: AppRouter): AppRouter {
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: Parameters<AppRouter['navigate']>[0], options?: Parameters<AppRouter['navigate']>[1]) =>
    navigate(withCarriedFlags(to, router.state.location.search) as never, options)) as AppRouter['navigate'];
  return router;
}
