import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, getByText, screen, waitFor, within } from '@testing-library/react';
import type { NewsSave } from '@contract/portal-news';
import { server } from '../../../mocks/node';
import { fail } from '../../../mocks/envelope';
import { newsAdminHandlers, newsAdminRow, newsEdit } from '../../../mocks/handlers/newsAdmin';
import NewsAdmin from '@/features/dashboard/pages/NewsAdmin';
import { renderPage } from '../tasks/render';

// antd's dialog and its rich-text editors take a while to draw in jsdom on a busy machine
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
/** The open dialog, once it shows its title (text queries: role queries over antd's tree are slow in jsdom). */
async function dialog(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
}
const press = (scope: HTMLElement, text: string) => fireEvent.click(getByText(scope, text).closest('button')!);

describe('the news editor (issue 29 item 21)', { timeout: 90_000 }, () => {
  it('lists items with their status and languages', async () => {
    server.use(
      ...newsAdminHandlers({
        rows: [newsAdminRow(), newsAdminRow({ id: 'n2', title: 'Year-end plan', status: 'scheduled', languages: ['zh-CN'] })],
      }),
    );
    renderPage(<NewsAdmin />, { path: '/portalAdmin/news' });
    const live = await rowOf('The approval portal is live');
    expect(within(live).getByText('Published')).toBeInTheDocument();
    expect(within(live).getByText('Chinese / English / Indonesian')).toBeInTheDocument();
    expect(within(live).getByText('Retire')).toBeInTheDocument();
    expect(within(await rowOf('Year-end plan')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('refuses to save an item without any title, before asking the server', async () => {
    const saved: NewsSave[] = [];
    server.use(...newsAdminHandlers({ saved }));
    renderPage(<NewsAdmin />, { path: '/portalAdmin/news' });
    fireEvent.click((await screen.findByText('New item')).closest('button')!);
    const form = await dialog('New news item');
    fireEvent.change(within(form).getByLabelText('Title (English)'), { target: { value: '   ' } });
    press(form, 'Publish');
    expect(await within(form).findByText('Enter a title in at least one language')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('saves an edit with the version it read and every language; another editor’s change keeps the dialog and what was typed', async () => {
    const saved: NewsSave[] = [];
    let refuse = true;
    server.use(
      ...newsAdminHandlers({
        item: newsEdit(),
        saved,
        saveAnswer: () =>
          refuse ? fail(409, 'Someone else changed this item after you opened it; reopen it to see their version') : undefined,
      }),
    );
    renderPage(<NewsAdmin />, { path: '/portalAdmin/news' });
    press(await rowOf('The approval portal is live'), 'Edit');
    const form = await dialog('Edit news item');
    const english = await within(form).findByLabelText('Title (English)');
    await waitFor(() => expect(english).toHaveValue('The approval portal is live'));
    fireEvent.change(english, { target: { value: 'The portal is live' } });
    press(form, 'Publish');
    // refused (the shell's toast says the server's words): the dialog stays, with what was typed
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      id: 'n1',
      version: 3,
      classifyId: 'news_company',
      title: { 'zh-CN': '审批门户上线', 'en-US': 'The portal is live', id: 'Portal persetujuan diluncurkan' },
      content: { 'zh-CN': '<p>正文</p>', 'en-US': '<p>Body</p>' },
      publishAt: '2026-10-01T01:00:00.000Z',
      publish: true,
    });
    expect(within(form).getByText('Edit news item')).toBeInTheDocument();
    expect(english).toHaveValue('The portal is live');
    refuse = false;
    press(form, 'Publish');
    // saved: the success message joins the row's status tag
    await waitFor(() => expect(screen.getAllByText('Published')).toHaveLength(2));
    expect(saved).toHaveLength(2);
  });
});
