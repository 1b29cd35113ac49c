import type { Lang } from '../lib/i18n.js';

/**
 * Tokens for the handbook search: Latin words (lower case, common words dropped, a plural `s`
 * trimmed) and, for Chinese, overlapping character bigrams, since Chinese is written without
 * spaces and bigrams match words without a dictionary ("委托代理" -> 委托, 托代, 代理).
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
  '怎么 么办 怎样 如何 什么 为什 么样 哪里 哪个 别人 他人 可以 能否 请问 一下 我的 我们 你们 您的 是否 有没 没有 应该 需要 吗 呢 的 了 吧 啊 我 你 您'.split(
    ' ',
  ),
);
// longest first, so that 为什么 is not cut as 为 + 什么
const ZH_STOP_PATTERN = new RegExp([...ZH_STOP].sort((a, b) => b.length - a.length).join('|'), 'g');
const CJK = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const WORD = /[a-z0-9]+/g;

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
  const norm = text.normalize('NFKC').toLowerCase();
  const tokens: string[] = [];
  // question words and particles split a run, so they also leave no half-word bigrams behind
  for (const whole of norm.match(CJK) ?? []) {
    for (const run of whole.replace(ZH_STOP_PATTERN, ' ').split(' ').filter(Boolean)) {
      if (run.length === 1) tokens.push(run);
      for (let i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
    }
  }
  const stop = STOP[lang];
  for (const w of norm.replace(CJK, ' ').match(WORD) ?? []) {
    if (stop.has(w) || STOP['en-US'].has(w)) continue;
    tokens.push(lang === 'id' ? stemId(w) : stemEn(w));
  }
  return tokens;
}
