import { DocumentRefused, readParts, writeParts, type Parts } from './package.js';

/**
 * The pre-pass every document takes before LibreOffice opens it (and a template before it is filled):
 * measured (package.ts), then every reference that would make LibreOffice reach out is dropped —
 * external relationships (linked pictures, OLE links, attached templates, other workbooks, master
 * documents), INCLUDEPICTURE / INCLUDETEXT / LINK / DDE / DATABASE fields, mail-merge sources, hrefs
 * of OpenDocument and SVG parts that leave the package — and a DOCTYPE declaring entities is refused.
 * Comments are dropped too: LibreOffice builds their margin windows even when hidden and dies where its
 * Writer dialogs are not installed (the -nogui packages), and its PDF export leaves them out anyway.
 * The sandbox (sandbox.ts) is the other layer: what this misses still reaches nothing.
 */

const ZIPPED = new Set(['docx', 'docm', 'dotx', 'dotm', 'xlsx', 'xlsm', 'pptx', 'odt', 'ods', 'odp', 'ott']);
/** Formats this pass cannot read: converted only inside the sandbox. */
export const OPAQUE = new Set(['doc', 'xls', 'ppt', 'rtf', 'wps']);

const XML_PART = /\.(xml|rels|vml|svg)$/i;
const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '');
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return m ? decodeEntities(m[2] ?? m[3] ?? '') : undefined;
};

const percentDecoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * A target outside the package: a scheme (http:, file:, smb:...), a network path, a way up out of it (also
 * %-escaped), or — unless `absoluteIsPart` (a relationship's /word/media/x.png names a part) — an absolute path.
 */
export const leavesPackage = (target: string, absoluteIsPart = false) =>
  [target, percentDecoded(target)].some((raw) => {
    const t = raw.trim().replace(/\\/g, '/');
    if (/^[a-z][a-z0-9+.-]*:/i.test(t) || t.startsWith('//') || /(^|\/)\.\.(\/|$)/.test(t)) return true;
    return t.startsWith('/') && !(absoluteIsPart && /^\/[\w ./-]+$/.test(t));
  });

/** A part's text; a DOCTYPE with declarations (entities) refuses the document, a bare one is dropped. */
function xmlText(name: string, data: Buffer): string {
  const utf16 = data[0] === 0xff && data[1] === 0xfe;
  let xml = utf16
    ? data
        .toString('utf16le')
        .slice(1)
        .replace(/encoding=["']UTF-16["']/i, 'encoding="UTF-8"')
    : data.toString('utf8');
  const doctype = /<!DOCTYPE\b([^[>]*)(\[)?/i.exec(xml);
  if (doctype) {
    if (doctype[2]) throw new DocumentRefused('print.documentEntities', { part: name });
    xml = xml.replace(/<!DOCTYPE\b[^>]*>/i, '');
  }
  // an entity that is not XML's own cannot be resolved without the DOCTYPE: the part is broken or hostile
  if (/&(?!(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);)[\w.-]+;/i.test(xml))
    throw new DocumentRefused('print.documentEntities', { part: name });
  return xml;
}

const ATTRS = String.raw`((?:\s+[^\s=<>/"']+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*`;
const RELATIONSHIP = new RegExp(String.raw`<(\w+:)?Relationship${ATTRS}(/>|>[\s\S]*?</(\w+:)?Relationship>)`, 'g');
/** Refuses a part whose tags the cleaning could not read whole (a '>' where it does not belong): nothing passes unread. */
const sameCount = (xml: string, all: RegExp, read: number, name: string) => {
  if ((xml.match(all) ?? []).length !== read) throw new DocumentRefused('print.documentUnreadable', { part: name });
};

const HYPERLINK = /\/hyperlink$/i;
/** Relationship types whose parts go too: comments (see above), macros, HTML chunks, mail-merge data. */
const DROP_PART =
  /\/(comments|commentsExtended|commentsIds|commentsExtensible|people|aFChunk|vbaProject|wordVbaData|keyMapCustomizations|recipientData)$/i;
const DROP = /\/(attachedTemplate|subDocument|externalLinkPath|frame|mailMergeSource|mailMergeHeaderSource)$/i;

/** Relationships kept: internal parts and hyperlinks to web and mail (a link printed in the PDF fetches nothing). */
function cleanRels(name: string, xml: string, gone: Set<string>): string {
  const base = name.replace(/_rels\/[^/]*$/, '');
  let read = 0;
  const out = xml.replace(RELATIONSHIP, (tag) => {
    read++;
    const type = attr(tag, 'Type') ?? '';
    const target = attr(tag, 'Target') ?? '';
    const external = /^external$/i.test(attr(tag, 'TargetMode') ?? '');
    if (HYPERLINK.test(type)) return !external || /^(https?|mailto):/i.test(target.trim()) ? tag : '';
    if (external || leavesPackage(target, true) || DROP.test(type)) return '';
    if (!DROP_PART.test(type)) return tag;
    gone.add(resolve(base, target));
    return '';
  });
  sameCount(xml, /<(\w+:)?Relationship\b/g, read, name);
  return out;
}

/** A relationship's target as a part name, from the folder of the part that owns the .rels. */
function resolve(base: string, target: string): string {
  const out: string[] = [];
  for (const p of (target.startsWith('/') ? target.slice(1) : `${base}${target}`).split('/'))
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  return out.join('/');
}

const FETCHING_FIELD = /^\s*(INCLUDEPICTURE|INCLUDETEXT|INCLUDE|IMPORT|LINK|DDE|DDEAUTO|DATABASE)\b/i;

/** Complex and simple fields that fetch lose their instruction (the shown result stays). */
function cleanFields(xml: string): string {
  const blank: [number, number][] = [];
  const stack: { instr: string; spans: [number, number][] }[] = [];
  const token = /<(\w+:)?fldChar\b[^>]*>|<(\w+:)?instrText\b[^>]*?(\/>|>[\s\S]*?<\/(\w+:)?instrText>)/g;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    const tag = m[0];
    if (/^<(\w+:)?fldChar\b/.test(tag)) {
      const kind = /fldCharType\s*=\s*["'](\w+)/.exec(tag)?.[1];
      if (kind === 'begin') stack.push({ instr: '', spans: [] });
      else if (kind === 'end') {
        const f = stack.pop();
        if (f && FETCHING_FIELD.test(f.instr)) blank.push(...f.spans);
      }
    } else if (stack.length) {
      const f = stack[stack.length - 1];
      f.instr += decodeEntities(tag.replace(/<[^>]*>/g, ''));
      f.spans.push([m.index, m.index + tag.length]);
    }
  }
  for (const f of stack) if (FETCHING_FIELD.test(f.instr)) blank.push(...f.spans);
  let out = xml;
  for (const [from, to] of blank.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, from)}${out.slice(to)}`;
  return out.replace(/<(\w+:)?fldSimple\b[^>]*>/g, (tag) =>
    FETCHING_FIELD.test(attr(tag, '[\\w]+:instr') ?? '') ? tag.replace(/(\s[\w]+:instr\s*=\s*)("[^"]*"|'[^']*')/, '$1" "') : tag,
  );
}

const START_TAG = new RegExp(String.raw`<([\w.-]+:)?([\w.-]+)${ATTRS}(/?)>`, 'g');
const REFERENCE = /\s(([\w.-]+:)?(href|src))\s*=\s*("([^"]*)"|'([^']*)')/g;

/** href / src attributes (any prefix) that leave the package are removed; hyperlinks to web and mail stay. */
function cleanHrefs(name: string, xml: string): string {
  let read = 0;
  const out = xml.replace(START_TAG, (_tag, prefix: string | undefined, local: string, attrs: string, end: string) => {
    const isLink = local === 'a' || local === 'hyperlink';
    if (REFERENCE.test(attrs)) read++;
    REFERENCE.lastIndex = 0;
    const kept = attrs.replace(REFERENCE, (whole: string, _n, _p, _l, _q, dq?: string, sq?: string) => {
      const value = decodeEntities(dq ?? sq ?? '');
      if (!leavesPackage(value)) return whole;
      return isLink && /^(https?|mailto):/i.test(value.trim()) ? whole : '';
    });
    return `<${prefix ?? ''}${local}${kept}${end}>`;
  });
  // tags holding a reference, as a plain scan sees them (a text may say "src =": it is outside any tag)
  sameCount(xml, /<[^<>]*?\s([\w.-]+:)?(href|src)\s*=/g, read, name);
  return out;
}

const COMMENT_MARKS =
  /<(\w+:)?(commentRangeStart|commentRangeEnd|commentReference)\b[^>]*?\/>|<(\w+:)?(commentRangeStart|commentRangeEnd|commentReference)\b[^>]*>\s*<\/(\w+:)?\4>/g;
const WORD_SETTINGS = /<(\w+:)?(attachedTemplate|linkStyles|mailMerge)\b[^>]*?\/>|<(\w+:)?(mailMerge)\b[^>]*>[\s\S]*?<\/(\w+:)?mailMerge>/g;
const ALT_CHUNK = /<(\w+:)?altChunk\b[^>]*?(\/>|>[\s\S]*?<\/(\w+:)?altChunk>)/g;
const ODF_DROPPED = /<office:annotation\b[\s\S]*?<\/office:annotation>|<office:annotation-end\b[^>]*\/>|<office:dde-source\b[^>]*\/>/g;

/** The part's .rels (word/_rels/document.xml.rels for word/document.xml). */
const relsOf = (part: string) => part.replace(/([^/]*)$/, '_rels/$1.rels');

function cleanOoxml(parts: Parts): void {
  const gone = new Set<string>();
  for (const [name, data] of parts) {
    if (!XML_PART.test(name)) continue;
    let xml = xmlText(name, data);
    if (name.endsWith('.rels')) xml = cleanRels(name, xml, gone);
    else {
      xml = cleanHrefs(name, cleanFields(xml)).replace(COMMENT_MARKS, '').replace(ALT_CHUNK, '');
      if (/(^|\/)settings\.xml$/.test(name)) xml = xml.replace(WORD_SETTINGS, '');
    }
    parts.set(name, Buffer.from(xml, 'utf8'));
  }
  for (const name of gone) {
    parts.delete(name);
    parts.delete(relsOf(name));
  }
  const types = parts.get('[Content_Types].xml')!.toString('utf8');
  const kept = types.replace(/<(\w+:)?Override\b[^>]*?\/>/g, (tag) =>
    parts.has((attr(tag, 'PartName') ?? '').replace(/^\//, '')) ? tag : '',
  );
  parts.set('[Content_Types].xml', Buffer.from(kept, 'utf8'));
}

function cleanOdf(parts: Parts): void {
  for (const [name, data] of parts) {
    if (!XML_PART.test(name)) continue;
    parts.set(name, Buffer.from(cleanHrefs(name, xmlText(name, data).replace(ODF_DROPPED, '')), 'utf8'));
  }
}

/** The parts cleaned in place: OOXML or OpenDocument; anything else is not an Office document. */
function clean(parts: Parts): void {
  if (parts.has('[Content_Types].xml')) cleanOoxml(parts);
  else if (parts.has('mimetype') || parts.has('META-INF/manifest.xml')) cleanOdf(parts);
  else throw new DocumentRefused('print.documentUnreadable');
}

/**
 * The document LibreOffice may open: a zipped format measured and cleaned; a plain-text one as it is;
 * a binary one (.doc, .rtf...) as it is only when the sandbox holds LibreOffice, refused otherwise.
 */
export async function prepareDocument(bytes: Buffer, ext: string, sandboxed: boolean): Promise<Buffer> {
  const parts = await readParts(bytes);
  if (!parts) {
    if (ZIPPED.has(ext)) throw new DocumentRefused('print.documentUnreadable');
    if (OPAQUE.has(ext) && !sandboxed) throw new DocumentRefused('print.needsSandbox', { type: ext });
    return bytes;
  }
  clean(parts);
  return writeParts(parts);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** The main part's types of a macro-enabled document and of templates, typed as a plain document. */
const TEMPLATE_TYPES =
  /application\/vnd\.(ms-word\.document\.macroEnabled\.main\+xml|ms-word\.template\.macroEnabledTemplate\.main\+xml|openxmlformats-officedocument\.wordprocessingml\.template\.main\+xml)/g;

/**
 * A Word template (.docx, .docm, .dotx, .dotm) as a cleaned plain .docx to fill: macros and their parts
 * dropped by the cleaning (they never run here, and a printed copy carries none), the main part typed
 * as a document.
 */
export async function wordTemplate(bytes: Buffer): Promise<Buffer> {
  const parts = await readParts(bytes);
  const types = parts?.get('[Content_Types].xml');
  if (!parts || !types) throw new DocumentRefused('print.documentUnreadable');
  parts.set('[Content_Types].xml', Buffer.from(types.toString('utf8').replace(TEMPLATE_TYPES, WORD_MAIN), 'utf8'));
  clean(parts);
  return writeParts(parts);
}
