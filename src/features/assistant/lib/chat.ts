/**
 * The conversation as a pure reducer (spec 01 §4 "Chat"): a question is added with a pending
 * answer; the first chunk ends pending; each chunk replaces the answer text; an error ends
 * pending and marks the answer failed; an answer that ends empty shows the fallback text.
 */
export interface ChatEntry {
  id: number;
  question: string;
  answer: string;
  status: 'pending' | 'streaming' | 'done' | 'failed' | 'empty';
}

export interface ChatState {
  entries: ChatEntry[];
  pending: boolean;
  /** true from the question until the stream ends (pending only until the first chunk) */
  streaming: boolean;
}

export const initialChat: ChatState = { entries: [], pending: false, streaming: false };

export type ChatAction = { type: 'ask'; question: string } | { type: 'chunk'; text: string } | { type: 'end' } | { type: 'fail' };

/** Whether a text may be sent now: not empty or whitespace, and nothing pending or streaming. */
export function canSend(state: ChatState, text: string): boolean {
  return text.trim() !== '' && !state.pending && !state.streaming;
}

function updateLast(state: ChatState, change: (e: ChatEntry) => ChatEntry): ChatEntry[] {
  const last = state.entries[state.entries.length - 1];
  if (!last) return state.entries;
  return [...state.entries.slice(0, -1), change(last)];
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask': {
      if (!canSend(state, action.question)) return state;
      const id = (state.entries[state.entries.length - 1]?.id ?? 0) + 1;
      const entry: ChatEntry = { id, question: action.question.trim(), answer: '', status: 'pending' };
      return { entries: [...state.entries, entry], pending: true, streaming: true };
    }
    case 'chunk':
      if (!state.streaming) return state;
      return { ...state, pending: false, entries: updateLast(state, (e) => ({ ...e, answer: action.text, status: 'streaming' })) };
    case 'end':
      if (!state.streaming) return state;
      return {
        pending: false,
        streaming: false,
        entries: updateLast(state, (e) => ({ ...e, status: e.answer.trim() === '' ? 'empty' : 'done' })),
      };
    case 'fail':
      if (!state.streaming) return state;
      return { pending: false, streaming: false, entries: updateLast(state, (e) => ({ ...e, status: 'failed' })) };
  }
}
