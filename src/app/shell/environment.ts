/** Chat-app containers show their own watermark and identity: ours is left out there. */
const CHAT_APP = /wxwork|MicroMessenger|DingTalk|\bLark\b|Feishu/i;

export const isChatAppContainer = (userAgent: string): boolean => CHAT_APP.test(userAgent);

/** Internet Explorer (any version) gets a blocking notice. */
export const isInternetExplorer = (userAgent: string): boolean => /MSIE |Trident\//.test(userAgent);

/** Watermark lines: the user's name and account; none when nobody is signed in. */
export function watermarkContent(username: string, account: string): string[] {
  return [username, account].map((s) => s.trim()).filter(Boolean);
}

/**
 * True inside a frame of the portal itself (an embedded menu page or module workspace showing
 * another portal page): the outer page already carries the watermark over the frame.
 */
export function isFramedByPortal(win: Window = window): boolean {
  if (win.top === win.self || !win.top) return false;
  try {
    return win.top.location.origin === win.location.origin;
  } catch {
    // a parent of another origin cannot be read: the portal is embedded elsewhere
    return false;
  }
}
