import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sanitizeRichText } from '@/shared/form-runtime/lib/richText';
import { listenToMocks } from '../support/mockServer';
import { field, renderForm } from './harness';

listenToMocks();

describe('the rich-text allow-list', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', '<p>Hello <b>world</b></p>'],
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)">after', 'after'],
    ['<p onclick="steal()" style="color:red" class="c">text</p>', '<p>text</p>'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    [
      '<a href=" https://example.com/a?b=1&c=2 " onmouseover="x()">site</a>',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">site</a>',
    ],
    ['<a href="data:text/html,<script>x</script>">d</a>', 'd'],
    ['<div>one</div><div>two<br>three</div>', '<p>one</p><p>two<br>three</p>'],
    ['<style>p{}</style><iframe src="https://evil"></iframe><svg><script>x</script></svg>ok', 'ok'],
    ['<ul><li><em>a</em></li></ul><span>b &lt;c&gt;</span>', '<ul><li><em>a</em></li></ul>b &lt;c&gt;'],
    ['<form><input value="x"><textarea>t</textarea></form>kept', 'kept'],
  ])('%s → %s', (html, clean) => {
    expect(sanitizeRichText(html)).toBe(clean);
  });
});

describe('the rich-text field', { timeout: 30_000 }, () => {
  it('edits with a toolbar and hands the form only cleaned HTML', async () => {
    const { values } = renderForm([field('notes', 'richtext', { required: true })], { notes: 'w' });
    const area = screen.getByRole('textbox', { name: 'notes' });
    for (const tool of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Clear formatting', 'Insert link'])
      expect(screen.getByRole('button', { name: tool })).toBeInTheDocument();
    area.innerHTML = '<p>Budget <b>approved</b><img src=x onerror="window.hacked=1"></p><script>window.hacked=1</script>';
    fireEvent.input(area);
    fireEvent.click(screen.getByRole('button', { name: 'Read values' }));
    expect(values()).toEqual({ notes: '<p>Budget <b>approved</b></p>' });
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('counts markup without text as empty, so a required field asks for text', async () => {
    const { values } = renderForm([field('notes', 'richtext', { required: true })], { notes: 'b' });
    const area = screen.getByRole('textbox', { name: 'notes' });
    area.innerHTML = '<p> </p><br>';
    fireEvent.input(area);
    fireEvent.click(screen.getByRole('button', { name: 'Read values' }));
    expect(values()).toEqual({ notes: '' });
    expect(await screen.findByText('notes is required', { exact: false })).toBeInTheDocument();
  });

  it('fills the editor from a saved value through the allow-list', async () => {
    renderForm([field('notes', 'richtext')], { notes: 'w' }, { notes: '<p>Saved <i>note</i></p><script>x()</script>' });
    const area = screen.getByRole('textbox', { name: 'notes' });
    await waitFor(() => expect(area.innerHTML).toBe('<p>Saved <i>note</i></p>'));
  });

  it('shows a read-only value as elements, never as injected markup', async () => {
    renderForm(
      [field('notes', 'richtext')],
      { notes: 'r' },
      {
        notes:
          '<p>See <a href="https://intranet.example.com/doc">the doc</a> and <a href="javascript:alert(1)">this</a></p><script>window.hacked=1</script>',
      },
    );
    const link = await screen.findByRole('link', { name: 'the doc' });
    expect(link).toHaveAttribute('href', 'https://intranet.example.com/doc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
    expect(screen.getByText('this', { exact: false })).toBeInTheDocument();
    expect(document.querySelector('[data-field="notes"] script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
