import { useCallback, useEffect, useReducer, useRef } from 'react';
import { streamChat } from '@/api/assistant';
import { chatReducer, initialChat } from '../lib/chat';

/** The conversation with the assistant: one streamed answer at a time. */
export function useChat(stream: typeof streamChat = streamChat) {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const controller = useRef<AbortController | null>(null);
  // set at once on sending, so a double click cannot send twice before the next render
  const busy = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    (question: string) => {
      if (busy.current || question.trim() === '') return false;
      busy.current = true;
      dispatch({ type: 'ask', question });
      const abort = new AbortController();
      controller.current = abort;
      stream(question.trim(), (answer) => dispatch({ type: 'chunk', text: answer }), { signal: abort.signal })
        .then(
          () => dispatch({ type: 'end' }),
          (error: unknown) => {
            if (abort.signal.aborted) return;
            console.error('assistant answer failed', error);
            dispatch({ type: 'fail' });
          },
        )
        .finally(() => {
          busy.current = false;
        });
      return true;
    },
    [stream],
  );

  return { state, ask };
}
