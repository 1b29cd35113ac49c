import type { ReactNode } from 'react';
import { Watermark, theme } from 'antd';
import { useAuthStore } from '@/features/auth';
import { isChatAppContainer, isFramedByPortal, watermarkContent } from './environment';

/**
 * The name-and-account watermark over every page, except inside a chat-app container and inside
 * a frame of the portal itself (the outer page's watermark covers it).
 */
export function UserWatermark({ children, userAgent = navigator.userAgent }: { children: ReactNode; userAgent?: string }) {
  const { token } = theme.useToken();
  const username = useAuthStore((s) => s.username);
  const account = useAuthStore((s) => s.account);
  const content = watermarkContent(username, account);
  if (content.length === 0 || isChatAppContainer(userAgent) || isFramedByPortal()) return <>{children}</>;
  return (
    <Watermark content={content} gap={[120, 120]} font={{ color: token.colorFill, fontSize: 14 }} zIndex={1000}>
      {children}
    </Watermark>
  );
}
