/**
 * The Communicate action of the user card (spec 01 §5, §8): blocked outside production; in
 * production the chat app's open id is looked up through the external user gateway
 * (getOpenId, type employeeNo) and the chat app's social card is opened for it.
 */
export interface ChatAppConfig {
  production: boolean;
  /** base address of the external user gateway; getOpenId is POSTed under it */
  gatewayUrl: string;
  /** address of the chat app's social card, `{openId}` replaced; used when no chat-app bridge exists */
  cardUrl: string;
}

export type CommunicateResult = 'blocked' | 'opened' | 'failed';

interface ChatBridge {
  invoke?: (api: string, args: Record<string, unknown>, callback?: (res: { err_msg?: string }) => void) => void;
}

export interface CommunicateDeps {
  fetch: typeof fetch;
  open: (url: string) => void;
  /** the chat app's JS bridge inside its own container (WeCom `wx`), when present */
  bridge?: ChatBridge | null;
}

export function readChatAppConfig(env: Record<string, unknown>, production: boolean): ChatAppConfig {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return { production, gatewayUrl: text(env.VITE_CHAT_GATEWAY_URL), cardUrl: text(env.VITE_CHAT_CARD_URL) };
}

async function lookupOpenId(config: ChatAppConfig, employeeNo: string, deps: CommunicateDeps): Promise<string | null> {
  if (!config.gatewayUrl || !employeeNo) return null;
  const url = `${config.gatewayUrl.replace(/\/+$/, '')}/getOpenId`;
  // an external host: our session headers are deliberately not sent there
  const response = await deps.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: employeeNo, type: 'employeeNo' }),
    credentials: 'omit',
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: unknown; openId?: unknown; value?: unknown };
  const found = [body.openId, body.data, body.value].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof found === 'string' ? found.trim() : null;
}

export async function communicate(
  config: ChatAppConfig,
  employeeNo: string | null | undefined,
  deps: CommunicateDeps,
): Promise<CommunicateResult> {
  if (!config.production) return 'blocked';
  try {
    const openId = await lookupOpenId(config, employeeNo ?? '', deps);
    if (!openId) return 'failed';
    if (deps.bridge?.invoke) {
      deps.bridge.invoke('openUserProfile', { type: 1, userid: openId });
      return 'opened';
    }
    if (!config.cardUrl.includes('{openId}')) return 'failed';
    deps.open(config.cardUrl.replace('{openId}', encodeURIComponent(openId)));
    return 'opened';
  } catch {
    return 'failed';
  }
}
