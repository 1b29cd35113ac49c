import { describe, expect, it } from 'vitest';
import { canSend, chatReducer, initialChat, type ChatState } from '@/features/assistant/lib/chat';
import { GUIDE_TOTAL, pickGuides } from '@/features/assistant/lib/guide';
import { clampPosition, dragged, parsePosition } from '@/features/assistant/lib/position';
import { holdsClaim, CLAIM_TTL_MS } from '@/features/assistant/lib/election';

describe('guide questions', () => {
  it('picks 3 distinct of 11', () => {
    for (let i = 0; i < 50; i++) {
      const picked = pickGuides(GUIDE_TOTAL, 3);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const p of picked) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThan(11);
      }
    }
  });

  it('another batch avoids the questions just shown', () => {
    const first = pickGuides(GUIDE_TOTAL, 3);
    for (let i = 0; i < 20; i++) expect(pickGuides(GUIDE_TOTAL, 3, first).some((p) => first.includes(p))).toBe(false);
  });

  it('uses the random source', () => {
    expect(pickGuides(11, 3, [], () => 0)).toEqual([0, 1, 2]);
    expect(pickGuides(11, 1, [], () => 0.999)).toEqual([10]);
  });
});

describe('chat reducer', () => {
  const asked = chatReducer(initialChat, { type: 'ask', question: '  how do I start?  ' });

  it('a question is added and pending until the first chunk', () => {
    expect(asked.pending).toBe(true);
    expect(asked.entries).toEqual([{ id: 1, question: 'how do I start?', answer: '', status: 'pending' }]);
  });

  it('chunks end pending and replace the answer', () => {
    const a = chatReducer(asked, { type: 'chunk', text: 'Open' });
    expect(a.pending).toBe(false);
    const b = chatReducer(a, { type: 'chunk', text: 'Open the start page' });
    expect(b.entries[0].answer).toBe('Open the start page');
    expect(chatReducer(b, { type: 'end' }).entries[0].status).toBe('done');
  });

  it('an error ends pending and marks the answer failed', () => {
    const s = chatReducer(asked, { type: 'fail' });
    expect(s).toMatchObject({ pending: false, streaming: false });
    expect(s.entries[0].status).toBe('failed');
  });

  it('an answer that ends empty is marked for the fallback text', () => {
    const s = chatReducer(chatReducer(asked, { type: 'chunk', text: '  ' }), { type: 'end' });
    expect(s.entries[0].status).toBe('empty');
  });

  it('empty, whitespace and questions while pending are not sent', () => {
    expect(canSend(initialChat, '   ')).toBe(false);
    expect(chatReducer(initialChat, { type: 'ask', question: ' \n ' })).toBe(initialChat);
    expect(canSend(asked, 'next')).toBe(false);
    const streaming: ChatState = chatReducer(asked, { type: 'chunk', text: 'a' });
    expect(chatReducer(streaming, { type: 'ask', question: 'again' })).toBe(streaming);
  });
});

describe('assistant position', () => {
  it('clamps into the window', () => {
    expect(clampPosition({ right: -10, bottom: 5000 }, 1280, 720)).toEqual({ right: 0, bottom: 720 - 72 });
    expect(clampPosition({ right: 5000, bottom: 10 }, 1280, 720)).toEqual({ right: 1280 - 86, bottom: 10 });
  });

  it('drags opposite to right/bottom offsets', () => {
    expect(dragged({ right: 100, bottom: 100 }, 30, -20, 1280, 720)).toEqual({ right: 70, bottom: 120 });
  });

  it.each([[null], ['x'], [{ right: '1', bottom: 2 }], [{ right: NaN, bottom: 1 }]])('ignores a stored %j', (v) => {
    expect(parsePosition(v)).toBeNull();
  });
});

describe('one widget across windows', () => {
  const now = 100_000;
  it('the earliest live claim wins', () => {
    const own = { id: 'b', since: 50 };
    expect(holdsClaim(own, [{ id: 'a', since: 10, seen: now - 100 }], now)).toBe(false);
    expect(holdsClaim(own, [{ id: 'c', since: 90, seen: now }], now)).toBe(true);
  });

  it('a claim not heard for a while belongs to a closed window', () => {
    expect(holdsClaim({ id: 'b', since: 50 }, [{ id: 'a', since: 10, seen: now - CLAIM_TTL_MS - 1 }], now)).toBe(true);
  });

  it('equal start times are broken by id', () => {
    expect(holdsClaim({ id: 'b', since: 10 }, [{ id: 'a', since: 10, seen: now }], now)).toBe(false);
    expect(holdsClaim({ id: 'a', since: 10 }, [{ id: 'b', since: 10, seen: now }], now)).toBe(true);
  });
});
