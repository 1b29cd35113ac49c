import { describe, expect, it } from 'vitest';
import { htmlToText, snippetOf } from '../../server/src/mail/html.js';

describe('the plain text of a mail body', () => {
  it.each([
    ['<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>', '1 < 2 && 3 > 2'],
    ['<b>“Quoted”</b> &quot;plain&quot; &amp;lt; stays literal', '“Quoted” "plain" &lt; stays literal'],
    ['<p>caf&eacute;&nbsp;ok</p>', 'café\u00a0ok'],
    ['<style>p{color:red}</style><script>alert(1)</script><p>text</p>', 'text'],
  ])('%s → %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });

  it('the list snippet shows characters, not entities', () => {
    expect(snippetOf(htmlToText('<p>A &lt;b&gt; tag</p>'))).toBe('A <b> tag');
  });
});
