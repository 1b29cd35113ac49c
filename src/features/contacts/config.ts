import { appConfig } from '@/shared/config';
import { readChatAppConfig } from './lib/communicate';

/** The chat app the Communicate action talks to (VITE_CHAT_GATEWAY_URL, VITE_CHAT_CARD_URL). */
export const chatAppConfig = readChatAppConfig(import.meta.env as unknown as Record<string, unknown>, appConfig.production);
