import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { APP_BASE, appConfig, loginRedirectUrl } from '@/shared/config';
import { browserLocation } from '@/shared/browser';
import { useAuthStore } from '@/shared/session';
import { routerMessageAction } from '../router/urls';
import { safeNavigate } from '../router/navigation';

/**
 * Window messages `{type:'router', url}` from a parent or child window navigate the app, but only
 * from our own origin or an allow-listed one (VITE_ROUTER_MESSAGE_ORIGINS) and only to app paths.
 * A URL naming another account than the signed-in one goes to the login page instead.
 */
export function useRouterMessages(allowList: readonly string[] = appConfig.routerMessageOrigins): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const action = routerMessageAction(event, {
        selfOrigin: window.location.origin,
        allowList,
        account: useAuthStore.getState().account,
      });
      if (action.kind === 'navigate') safeNavigate(navigate, action.path);
      else if (action.kind === 'login') browserLocation.assign(loginRedirectUrl(`${APP_BASE}${action.path}`));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, allowList]);
}
