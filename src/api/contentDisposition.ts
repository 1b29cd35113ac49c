/**
 * The file name of a content-disposition header: RFC 6266 / RFC 5987 `filename*` first (so Chinese
 * names arrive intact), then the plain `filename` (quoted or token; percent-encoded by many servers).
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const decoded = decodeExtended(extended[1].trim().replace(/^"(.*)"$/, '$1'));
    if (decoded) return decoded;
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const token = /filename\s*=\s*([^";]+)/i.exec(header);
  const raw = quoted ? quoted[1].replace(/\\(.)/g, '$1') : token?.[1].trim();
  if (!raw) return null;
  return /%[0-9a-f]{2}/i.test(raw) ? safeDecode(raw) : raw;
}

function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value);
  if (!match) return safeDecode(value);
  const [, charset, encoded] = match;
  if (/^iso-8859-1$/i.test(charset)) {
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return safeDecode(encoded);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
