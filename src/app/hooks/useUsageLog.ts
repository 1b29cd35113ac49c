import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@/shared/session';
import { bindUsageUser, logUsage } from '@/shared/usageLog';

/** Binds the usage log to the signed-in user and logs each page the user opens (off unless configured). */
export function useUsageLog(): void {
  const { pathname } = useLocation();
  const signedIn = useAuthStore((s) => s.signedIn);
  useEffect(() => {
    bindUsageUser(() => {
      const { account, userInfo } = useAuthStore.getState();
      return account ? { account, employeeNo: userInfo?.user.employeeNo ?? null } : null;
    });
  }, []);
  useEffect(() => {
    if (signedIn) logUsage('navigate', { path: pathname });
  }, [pathname, signedIn]);
}
