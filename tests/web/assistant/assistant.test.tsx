import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ChatBody } from '@contract/assistant';
import { server } from '../../../mocks/node';
import { answerScript, chatRefusedHandler, chatStreamHandler } from '../../../mocks/handlers/assistant';
import { AssistantWidget } from '@/features/assistant';
import { AssistantPanel } from '@/features/assistant/components/AssistantPanel';
import { useParentFlag } from '@/features/assistant/hooks/useParentFlag';
import { useSingleWindow } from '@/features/assistant/hooks/useSingleWindow';
import { assistantLinks } from '@/features/assistant/lib/links';
import { connectSession, useAuthStore } from '@/shared/session';
import { STORAGE_KEYS } from '@/shared/storage';
import enUS from '../../../locales/en-US/assistant.json';
import { renderUi } from '../search/render';

vi.setConfig({ testTimeout: 40_000 });

const feedback = vi.hoisted(() => ({ startFeedback: vi.fn(async () => {}) }));
vi.mock('@/features/feedback', () => feedback);

const GUIDES = Object.entries(enUS.guide)
  .filter(([k]) => /^q\d+$/.test(k))
  .map(([, v]) => v);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const panel = () => renderUi(<AssistantPanel position={{ right: 24, bottom: 96 }} onClose={() => {}} />);
const input = () => screen.getByRole('textbox', { name: 'Your question' });
const send = () => screen.getByRole('button', { name: 'Send' });
const guideButtons = () => within(screen.getByTestId('assistant-guide')).getAllByRole('listitem');

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

describe('assistant panel', () => {
  it('shows 3 distinct guide questions of the 11, another batch changes them', () => {
    panel();
    const first = guideButtons().map((li) => li.textContent ?? '');
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    for (const q of first) expect(GUIDES).toContain(q);
    expect(GUIDES).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: /Another batch/ }));
    const second = guideButtons().map((li) => li.textContent ?? '');
    expect(second).toHaveLength(3);
    expect(second.some((q) => first.includes(q))).toBe(false);
  });

  it('folds the guide to 1 question below a window height of 768, and unfolds on request', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    panel();
    expect(guideButtons()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unfold' }));
    expect(guideButtons()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Fold' }));
    expect(guideButtons()).toHaveLength(1);
  });

  it('the feedback and transfer-to-human links open the portal feedback form when no address is configured', async () => {
    server.use(chatStreamHandler(answerScript('a')));
    panel();
    fireEvent.click(screen.getByRole('button', { name: 'Feedback form' }));
    expect(feedback.startFeedback).toHaveBeenLastCalledWith('Feedback on the AI assistant');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to a human agent' }));
    expect(feedback.startFeedback).toHaveBeenLastCalledWith('Request for a human agent');
    type('Where is my leave request?');
    fireEvent.click(send());
    await screen.findByTestId('assistant-answer');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to a human agent' }));
    expect(feedback.startFeedback).toHaveBeenLastCalledWith('Request for a human agent about: Where is my leave request?');
  });

  it('configured addresses open as links; anything but web or mail addresses is ignored', () => {
    expect(
      assistantLinks(
        { VITE_ASSISTANT_FEEDBACK_URL: 'https://forms.example.com/{lang}/fb', VITE_ASSISTANT_AGENT_URL: 'javascript:alert(1)' },
        'en-US',
        'https://portal',
      ),
    ).toEqual({
      feedback: 'https://forms.example.com/en-US/fb',
      agent: null,
    });
    expect(assistantLinks({ VITE_ASSISTANT_AGENT_URL: 'mailto:desk@example.com' }, 'id', 'https://portal')).toEqual({
      feedback: null,
      agent: 'mailto:desk@example.com',
    });
  });

  it('sends nothing empty or blank', () => {
    const received: Array<{ body: ChatBody; headers: Headers }> = [];
    server.use(chatStreamHandler(answerScript('x'), received));
    panel();
    expect(send()).toBeDisabled();
    type('   \n ');
    expect(send()).toBeDisabled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(received).toHaveLength(0);
  });

  it('is pending until the first chunk, then replaces the answer chunk by chunk; the question carries the session headers', async () => {
    connectSession();
    useAuthStore.setState({ token: 'TOK', rtoken: 'RTOK' });
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let release2 = () => {};
    const gate2 = new Promise<void>((r) => (release2 = r));
    const received: Array<{ body: ChatBody; headers: Headers }> = [];
    server.use(
      chatStreamHandler(
        [
          { waitFor: gate },
          { data: JSON.stringify({ dataContent: 'Open' }) },
          { waitFor: gate2 },
          ...answerScript('Open Start process and pick a flow.'),
        ],
        received,
      ),
    );
    panel();
    type('How do I start?');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input()).toHaveValue('');
    const answer = await screen.findByTestId('assistant-answer');
    expect(answer).toHaveAttribute('data-status', 'pending');
    expect(within(answer).getByText('Thinking…')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0].body).toEqual({ question: 'How do I start?', prompt: 'bpmassistant' });
    expect(received[0].headers.get('P-Auth')).toBe('TOK');
    expect(received[0].headers.get('P-RToken')).toBe('RTOK');

    act(() => release());
    await waitFor(() => expect(screen.getByTestId('assistant-answer')).toHaveTextContent(/^Open$/));
    expect(screen.getByTestId('assistant-answer')).toHaveAttribute('data-status', 'streaming');
    // nothing is sent while an answer is still streaming
    type('next');
    expect(send()).toBeDisabled();
    act(() => release2());
    await waitFor(() => expect(screen.getByTestId('assistant-answer')).toHaveAttribute('data-status', 'done'));
    expect(screen.getByTestId('assistant-answer')).toHaveTextContent('Open Start process and pick a flow.');
    expect(send()).toBeEnabled();
    useAuthStore.setState({ token: '', rtoken: '' });
  });

  it('an error ends pending and shows an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      chatStreamHandler([
        { data: JSON.stringify({ dataContent: 'Partial' }) },
        { event: 'error', data: JSON.stringify({ message: 'model down' }) },
        { data: '[DONE]' },
      ]),
    );
    panel();
    type('q');
    fireEvent.click(send());
    await waitFor(() => expect(screen.getByTestId('assistant-answer')).toHaveAttribute('data-status', 'failed'));
    expect(screen.getByText(/Something went wrong with the answer/)).toBeInTheDocument();
    type('again');
    expect(send()).toBeEnabled();
  });

  it('a refused question (HTTP error) ends pending with an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(chatRefusedHandler(429));
    panel();
    type('q');
    fireEvent.click(send());
    await waitFor(() => expect(screen.getByTestId('assistant-answer')).toHaveAttribute('data-status', 'failed'));
  });

  it('an empty answer shows the fallback text', async () => {
    server.use(chatStreamHandler(answerScript('')));
    panel();
    type('q');
    fireEvent.click(send());
    expect(await screen.findByText('Answer retrieval failed. Please rephrase your question and try again.')).toBeInTheDocument();
  });

  it('Shift+Enter does not send; a guide question is sent as asked', async () => {
    const received: Array<{ body: ChatBody; headers: Headers }> = [];
    server.use(chatStreamHandler(answerScript('a'), received));
    panel();
    type('line one');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(received).toHaveLength(0);
    expect(input()).toHaveValue('line one');
    const question = guideButtons()[0].textContent ?? '';
    fireEvent.click(within(guideButtons()[0]).getByRole('button'));
    await waitFor(() => expect(received.map((r) => r.body.question)).toEqual([question]));
  });
});

describe('assistant widget', () => {
  it('appears 5 s after start-up, opens on click and saves a dragged position', async () => {
    vi.useFakeTimers();
    renderUi(<AssistantWidget />);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByTestId('assistant-icon')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    // the icon and the panel are lazy chunks (not part of the first screen)
    await act(() => vi.dynamicImportSettled());
    const icon = screen.getByTestId('assistant-icon');
    expect(icon).toHaveStyle({ width: '86px', height: '72px', right: '24px', bottom: '8px' });

    fireEvent.click(icon);
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByTestId('assistant-panel')).toBeInTheDocument();

    fireEvent.pointerDown(icon, { clientX: 1200, clientY: 600, pointerId: 1 });
    fireEvent.pointerMove(icon, { clientX: 1100, clientY: 412, pointerId: 1 });
    fireEvent.pointerUp(icon, { clientX: 1100, clientY: 412, pointerId: 1 });
    fireEvent.click(icon);
    expect(icon).toHaveStyle({ right: '124px', bottom: '196px' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.assistantPosition) ?? 'null')).toEqual({ right: 124, bottom: 196 });
    // a drag is no click: the panel stays open
    expect(screen.getByTestId('assistant-panel')).toBeInTheDocument();

    fireEvent.pointerDown(icon, { clientX: 1100, clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(icon, { clientX: -5000, clientY: -5000, pointerId: 1 });
    fireEvent.pointerUp(icon, { clientX: -5000, clientY: -5000, pointerId: 1 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.assistantPosition) ?? 'null')).toEqual({ right: 1280 - 86, bottom: 900 - 72 });
  });

  // issue 29 item 13: the floating button covered the pagination, the last row's actions and delete links
  it('docks into the layout: the page keeps a strip at the bottom free for it, until it is dragged away', async () => {
    vi.useFakeTimers();
    const dock = () => document.documentElement.style.getPropertyValue('--tr-assistant-dock');
    const view = renderUi(<AssistantWidget />);
    act(() => vi.advanceTimersByTime(5100));
    await act(() => vi.dynamicImportSettled());
    const icon = screen.getByTestId('assistant-icon');
    expect(icon).toHaveStyle({ bottom: '8px' });
    expect(dock()).toBe('88px');
    // dragged up over the page it floats where the user put it, and the page takes the strip back
    fireEvent.pointerDown(icon, { clientX: 1200, clientY: 850, pointerId: 1 });
    fireEvent.pointerMove(icon, { clientX: 1200, clientY: 500, pointerId: 1 });
    fireEvent.pointerUp(icon, { clientX: 1200, clientY: 500, pointerId: 1 });
    expect(icon).toHaveStyle({ bottom: '358px' });
    expect(dock()).toBe('');
    // dropped near the bottom it docks again (anywhere along it)
    fireEvent.pointerDown(icon, { clientX: 1200, clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(icon, { clientX: 700, clientY: 840, pointerId: 1 });
    fireEvent.pointerUp(icon, { clientX: 700, clientY: 840, pointerId: 1 });
    expect(icon).toHaveStyle({ right: '524px', bottom: '8px' });
    expect(dock()).toBe('88px');
    view.unmount();
    expect(dock()).toBe('');
  });

  it('starts at the saved position, kept inside the window', async () => {
    vi.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.assistantPosition, JSON.stringify({ right: 5000, bottom: 10 }));
    renderUi(<AssistantWidget />);
    act(() => vi.advanceTimersByTime(5000));
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByTestId('assistant-icon')).toHaveStyle({ right: `${1280 - 86}px`, bottom: '10px' });
  });
});

describe('parent frame flag', () => {
  function fakeFrame() {
    const parent = { postMessage: vi.fn() };
    const target = new EventTarget();
    const win = Object.assign(target, { parent, location: { origin: 'http://localhost:3000' } }) as unknown as Window;
    const answer = (data: unknown, origin = 'http://localhost:3000', source: unknown = parent) =>
      act(() => {
        target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
      });
    return { win, parent, answer };
  }

  it('probes the parent every 200 ms until a trusted answer arrives', () => {
    vi.useFakeTimers();
    const { win, parent, answer } = fakeFrame();
    const { result } = renderHook(() => useParentFlag(win));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(parent.postMessage).toHaveBeenCalledTimes(6);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'aiAssistant.probe' }, '*');

    answer({ type: 'aiAssistant.flag', show: false }, 'https://evil.example.net');
    answer({ type: 'aiAssistant.flag', show: false }, 'http://localhost:3000', {});
    expect(result.current).toBe(true);

    answer({ type: 'aiAssistant.flag', show: false });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(parent.postMessage).toHaveBeenCalledTimes(6);
  });

  it('does not probe outside a frame', () => {
    const { result } = renderHook(() => useParentFlag(window));
    expect(result.current).toBe(true);
  });
});

describe('one assistant across windows', () => {
  it('only the window that claimed first shows it; the next takes over when it closes', async () => {
    const first = renderHook(() => useSingleWindow(true));
    await new Promise((r) => setTimeout(r, 20));
    const second = renderHook(() => useSingleWindow(true));
    await waitFor(() => expect(second.result.current).toBe(false), { timeout: 5000 });
    expect(first.result.current).toBe(true);
    first.unmount();
    await waitFor(() => expect(second.result.current).toBe(true), { timeout: 5000 });
    second.unmount();
  });

  it('a window told to hide it claims nothing', () => {
    const { result } = renderHook(() => useSingleWindow(false));
    expect(result.current).toBe(false);
  });
});
