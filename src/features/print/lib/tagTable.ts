import type { PrintTagLoop } from '@/api/print';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A loop's example as a table to paste into Word: a head row of the columns' labels and the row that
 * repeats. As HTML, Word, WPS and LibreOffice paste it as a real table; the text is the same cells
 * separated by tabs, for a place that takes text only.
 */
export function loopTable(loop: Pick<PrintTagLoop, 'columns' | 'row'>): { html: string; text: string } {
  const head = loop.columns.map((c) => c.label);
  const cell = (tag: 'th' | 'td', s: string) => `<${tag} style="border:1px solid #808080;padding:2px 6px">${escape(s)}</${tag}>`;
  const html =
    '<table style="border-collapse:collapse">' +
    `<tr>${head.map((h) => cell('th', h)).join('')}</tr>` +
    `<tr>${loop.row.map((r) => cell('td', r)).join('')}</tr>` +
    '</table>';
  return { html, text: `${head.join('\t')}\n${loop.row.join('\t')}` };
}

/**
 * Puts HTML and its text on the clipboard: the asynchronous clipboard where the page may use it
 * (https, localhost), else the copy command of the click, which plain-http intranet pages still have.
 */
export async function copyRich({ html, text }: { html: string; text: string }): Promise<boolean> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const item = new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      });
      await navigator.clipboard.write([item]);
      return true;
    } catch {
      // refused (no focus, no permission): the copy command below may still work
    }
  }
  let done = false;
  const onCopy = (event: ClipboardEvent) => {
    event.preventDefault();
    event.clipboardData?.setData('text/html', html);
    event.clipboardData?.setData('text/plain', text);
    done = !!event.clipboardData;
  };
  document.addEventListener('copy', onCopy, { capture: true });
  try {
    document.execCommand('copy');
  } catch {
    done = false;
  } finally {
    document.removeEventListener('copy', onCopy, { capture: true });
  }
  return done;
}
