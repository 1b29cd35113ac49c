import type { Database } from '../db/database.js';
import { t as text, type Lang } from '../lib/i18n.js';
import { dayIn } from '../lib/time-zone.js';
import { nodeNamer } from '../workflow/index.js';
import { findOpenTasksOf, findOpenTodos, findOwnRequests } from './repo.js';
import { tokenize } from './tokenize.js';

export { workflowTablesExist } from './repo.js';

/**
 * Answers about the caller's own work, read from the workflow tables: how many to-dos they have,
 * and where their requests are. Only real rows are reported; nothing is guessed.
 */
export type FactIntent = 'todos' | 'requests';

const TODO_WORD = /待办|待审批|待处理|要审批|需要审批|to-?dos?\b|\btasks?\b|pending approvals?|\btugas\b/i;
const COUNT_WORD =
  /多少|几[条个件项]?|数量|哪些|有没有|列出|how many|number of|\bcount\b|\blist\b|which|\bany\b|berapa|jumlah|daftar|apa saja/i;
const REQUEST_WORD =
  /申请|流程|单子|报销|请假|出差|采购|用印|合同|request|application|process|claim|permohonan|pengajuan|proses|klaim|cuti/i;
const WHERE_WORD =
  /到哪|在哪|进度|状态|哪一步|怎么样了|到了哪|审批到|谁在审|卡在|where|status|progress|how far|stuck|who is|di mana|dimana|sampai mana|kemajuan|siapa/i;

export function detectIntent(question: string): FactIntent | null {
  if (TODO_WORD.test(question) && COUNT_WORD.test(question)) return 'todos';
  if (REQUEST_WORD.test(question) && WHERE_WORD.test(question)) return 'requests';
  return null;
}

const t = (lang: Lang, key: string, params?: Record<string, string | number>) => text(lang, `assistant.${key}`, params);
type I18nText = Partial<Record<Lang, string>>;
const localName = (name: unknown, lang: Lang): string => {
  const n = (name ?? {}) as I18nText;
  return n[lang] || n['zh-CN'] || n['en-US'] || n.id || '';
};

/** The caller's open to-dos: the count and the latest few. */
export async function todoFacts(db: Database, userId: string, lang: Lang, timeZone: string): Promise<string> {
  const { count, latest } = await findOpenTodos(db, userId);
  if (!count) return t(lang, 'tasks.none');
  // steps in the asker's language (the definition's wf:name-*), not the one the task was created in
  const nodeName = await nodeNamer(
    db,
    latest.map((k) => k.def_id),
    lang,
  );
  const lines = [count === 1 ? t(lang, 'tasks.countOne') : t(lang, 'tasks.count', { count }), t(lang, 'tasks.latest')];
  for (const task of latest)
    lines.push(
      t(lang, 'tasks.item', {
        subject: task.subject,
        flow: localName(task.def_name, lang),
        node: nodeName(task.def_id, task.node_id, task.name),
        time: dayIn(task.create_time, timeZone),
      }),
    );
  lines.push(t(lang, 'tasks.open'));
  return lines.join('\n');
}

// words every request question shares; they must not decide which request is meant
const GENERIC =
  /申请|流程|进度|状态|到哪|哪了|在哪|我的|的|了|吗|呢|request|application|process|status|progress|where|permohonan|pengajuan|proses|status|mana|sampai/i;

/** The caller's requests that the question names (by subject or flow name), else the latest ones. */
export async function requestFacts(db: Database, userId: string, question: string, lang: Lang, timeZone: string): Promise<string> {
  const mine = await findOwnRequests(db, userId);
  if (!mine.length) return t(lang, 'requests.noneAtAll');
  const wanted = new Set(tokenize(question, lang).filter((tok) => !GENERIC.test(tok)));
  const scored = mine.map((inst) => {
    const words = new Set(
      tokenize(
        `${inst.subject} ${localName(inst.def_name, 'zh-CN')} ${localName(inst.def_name, 'en-US')} ${localName(inst.def_name, 'id')}`,
        lang,
      ),
    );
    return { inst, score: [...wanted].filter((w) => words.has(w)).length };
  });
  // only the requests that match best: "my leave request" should not list every request sharing a word
  const best = Math.max(0, ...scored.map((s) => s.score));
  const named = best > 0 ? scored.filter((s) => s.score === best) : [];
  if (wanted.size && !named.length) return t(lang, 'requests.none');
  const picked = (named.length ? named.map((s) => s.inst) : mine).slice(0, 3);

  const open = await findOpenTasksOf(
    db,
    picked.map((p) => p.id),
  );
  const nodeName = await nodeNamer(
    db,
    open.map((k) => k.def_id),
    lang,
  );
  const lines = picked.map((inst) => {
    const tasks = open
      .filter((o) => o.inst_id === inst.id || o.root_id === inst.id)
      .map((o) => ({ ...o, name: nodeName(o.def_id, o.node_id, o.name) }));
    const state = stateText(lang, inst.status, inst.is_hang_up, tasks);
    return t(lang, 'requests.item', {
      subject: inst.subject,
      flow: localName(inst.def_name, lang),
      time: dayIn(inst.create_time, timeZone),
      state,
    });
  });
  lines.push(t(lang, 'requests.open'));
  return lines.join('\n');
}

function stateText(lang: Lang, status: string, hungUp: boolean, tasks: { name: string; fullname: string | null }[]): string {
  if (hungUp) return t(lang, 'requests.hangUp');
  if (status === 'running') {
    if (!tasks.length) return t(lang, 'requests.running');
    const nodes = [...new Set(tasks.map((k) => k.name))].join(lang === 'zh-CN' ? '、' : ', ');
    const people = [...new Set(tasks.map((k) => k.fullname).filter((n): n is string => !!n))];
    const shown = people.slice(0, 5).join(lang === 'zh-CN' ? '、' : ', ') + (people.length > 5 ? '…' : '');
    return t(lang, 'requests.at', { nodes, people: shown || '-' });
  }
  const known = ['end', 'manual_end', 'backToStart', 'revoker_to_start'];
  return known.includes(status) ? t(lang, `requests.${status}`) : t(lang, 'requests.other', { status });
}
