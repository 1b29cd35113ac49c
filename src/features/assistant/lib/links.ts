/**
 * Where the panel's feedback-form and transfer-to-human links go. A company points them at its
 * own forms and help desk (VITE_ASSISTANT_FEEDBACK_URL, VITE_ASSISTANT_AGENT_URL; `{lang}` is
 * replaced by the interface language). Without them both open the portal's own feedback form
 * (screenshot, current link, stored by the server), the agent request prefilled as such.
 */
export interface AssistantLinks {
  /** an address to open, or null for the portal's feedback form */
  feedback: string | null;
  agent: string | null;
}

export function assistantLinks(env: Record<string, unknown>, language: string, origin: string): AssistantLinks {
  const pick = (value: unknown) => {
    const text = typeof value === 'string' ? value.trim().replace(/\{lang\}/g, encodeURIComponent(language)) : '';
    return text && isWebLink(text, origin) ? text : null;
  };
  return { feedback: pick(env.VITE_ASSISTANT_FEEDBACK_URL), agent: pick(env.VITE_ASSISTANT_AGENT_URL) };
}

/** Only web and mail addresses are opened from configuration. */
export function isWebLink(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}
