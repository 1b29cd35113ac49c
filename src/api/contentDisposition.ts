import { parse } from '@tinyhttp/content-disposition';

// The parser is strict where servers are not: it refuses a quoted extended value and a language tag
// with a region (utf-8'zh-CN'...), so those two are normalised to the plain RFC 5987 form first.
const EXTENDED = /(filename\*\s*=\s*)"?([\w!#$%&+^`{}~-]*)'[^']*'([^";]*)"?/i;

/**
 * The file name of a content-disposition header: RFC 6266 / RFC 5987 `filename*` first (so Chinese
 * names arrive intact), then the plain `filename` (quoted or token; percent-encoded by many servers).
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: unknown;
  try {
    name = parse(header.replace(EXTENDED, "$1$2''$3")).parameters.filename;
  } catch {
    return null;
  }
  if (typeof name !== 'string' || !name) return null;
  if (/filename\*/i.test(header) || !/%[0-9a-f]{2}/i.test(name)) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
