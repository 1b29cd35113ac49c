// Plain values of the assistant contract, apart from the schemas so the portal imports no TypeBox.
export const CHAT_DONE = '[DONE]';
export const CHAT_PROMPT = 'bpmassistant';
export const HANDBOOK_BASE = '/portal/handbook/';
