import { useState, type ReactNode } from 'react';
import { Watermark, theme } from 'antd';
import { useAuthStore } from '@/shared/session';
import { WatermarkSlot, type WatermarkMark } from '@/shared/watermark';
import { isDarkColour } from '@/shared/colour';
import { isChatAppContainer, isFramedByPortal, watermarkContent } from './environment';

/**
 * The name-and-account watermark over every page, except inside a chat-app container and inside
 * a frame of the portal itself (the outer page's watermark covers it). A page may replace it with
 * its own mark (the flow's mark on an approval form), so a window never shows two layers.
 */
export function UserWatermark({ children, userAgent = navigator.userAgent }: { children: ReactNode; userAgent?: string }) {
  const { token } = theme.useToken();
  const username = useAuthStore((s) => s.username);
  const account = useAuthStore((s) => s.account);
  const [replacement, setReplacement] = useState<WatermarkMark | null>(null);
  const content = watermarkContent(username, account);
  if (content.length === 0 || isChatAppContainer(userAgent) || isFramedByPortal()) return <>{children}</>;
  // a flow's colour is chosen for white paper: the dark theme keeps its own
  const colour = replacement?.color && !isDarkColour(token.colorBgContainer) ? replacement.color : token.colorFill;
  const font = { color: colour, fontSize: replacement?.fontSize ?? 14 };
  return (
    <WatermarkSlot.Provider value={setReplacement}>
      <Watermark content={replacement?.content ?? content} rotate={replacement?.rotate} gap={[120, 120]} font={font} zIndex={1000}>
        {children}
      </Watermark>
    </WatermarkSlot.Provider>
  );
}
