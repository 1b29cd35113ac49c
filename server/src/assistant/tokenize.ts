import type { Lang } from '../lib/i18n.js';

/**
 * Tokens for the handbook search: words as the platform's Unicode segmenter cuts them (ICU's
 * dictionary splits Chinese, which is written without spaces), lower case, common words dropped;
 * Latin words are cut to a crude stem so that delegate, delegating and delegation meet.
 */
const STOP: Record<Lang, Set<string>> = {
  'en-US': new Set(
    'a an and are as at be by can do does for from have how i if in is it me my of on or the this to what when where which who why will with you your'.split(
      ' ',
    ),
  ),
  id: new Set('ada adalah apa bagaimana bisa cara dan dari di dengan ini itu ke mana saya untuk yang atau apakah'.split(' ')),
  'zh-CN': new Set(),
};
// question words and particles: they say nothing about the topic ("怎么" is in "how do I ... anything")
const ZH_STOP = new Set(
  '怎么 怎么办 怎样 怎么样 如何 什么 为什么 哪里 哪个 别人 他人 可以 能否 请问 一下 我的 我们 你们 您的 是否 有没有 没有 应该 需要 吗 呢 的 了 吧 啊 我 你 您 是 在 有 里 哪 样 么 和 与 及 或 就 都 也 还'.split(
    ' ',
  ),
);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const words = new Intl.Segmenter('zh-CN', { granularity: 'word' });

const EN_SUFFIXES = ['ings', 'ing', 'ions', 'ion', 'als', 'al', 'ed', 'es', 's', 'e'];
/** A crude English stem: enough that delegate, delegating and delegation meet. */
export function stemEn(word: string): string {
  if (/^\d+$/.test(word) || word.endsWith('ss')) return word;
  for (const suffix of EN_SUFFIXES) if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  return word;
}

/** A crude Indonesian stem: common prefixes and suffixes off (mendelegasikan -> delegasi). */
export function stemId(word: string): string {
  let w = word;
  const prefix = /^(meng|meny|mem|men|me|di|ber|ter|per|pe)/.exec(w);
  if (prefix && w.length - prefix[0].length >= 4) {
    // meny- stands for me- + a word starting with s (menyetujui: setujui)
    w = (prefix[0] === 'meny' ? 's' : '') + w.slice(prefix[0].length);
  }
  // particles and suffixes stack (setujui + nya): two passes
  for (let pass = 0; pass < 2; pass++) {
    const suffix = /(kan|nya|lah|an|i)$/.exec(w);
    if (suffix && w.length - suffix[0].length >= 4) w = w.slice(0, -suffix[0].length);
  }
  return w;
}

export function tokenize(text: string, lang: Lang): string[] {
  const tokens: string[] = [];
  for (const { segment, isWordLike } of words.segment(text.normalize('NFKC').toLowerCase())) {
    if (!isWordLike) continue;
    if (CJK.test(segment)) {
      if (!ZH_STOP.has(segment)) tokens.push(segment);
    } else if (!STOP[lang].has(segment) && !STOP['en-US'].has(segment)) tokens.push(lang === 'id' ? stemId(segment) : stemEn(segment));
  }
  return tokens;
}
