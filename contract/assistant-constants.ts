// Plain values of the assistant contract, apart from the schemas so the portal imports no TypeBox.
export const CHAT_DONE = '[DONE]';
export const CHAT_PROMPT = 'bpmassistant';
export const HANDBOOK_BASE = '/portal/handbook/';
/** The answer stream's path: the portal streams it with fetch (no TypeBox in its bundle), the contract's call uses it. */
export const CHAT_STREAM_PATH = '/assistant/v1/chat/stream';
