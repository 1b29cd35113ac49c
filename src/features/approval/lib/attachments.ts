/** One attached file as the opinion rows carry it. */
export interface AttachedFile {
  id: string;
  name: string;
  size?: number;
}

function normalise(item: unknown): AttachedFile | null {
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  const id = o.id ?? o.fileId;
  const name = o.name ?? o.fileName;
  if (typeof id !== 'string' || !id) return null;
  return { id, name: typeof name === 'string' && name ? name : id, ...(typeof o.size === 'number' ? { size: o.size } : {}) };
}

/**
 * Reads an opinion's files (spec 02 §3: JSON text holding a JSON string of a file list). Plain
 * JSON lists are accepted too; anything unreadable is no files rather than a broken row.
 */
export function parseOpinionFiles(text: string | null | undefined): AttachedFile[] {
  if (!text) return [];
  let value: unknown = text;
  try {
    for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) value = JSON.parse(value);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.map(normalise).filter((f): f is AttachedFile => f !== null) : [];
}

/** The files field sent with a completion: the same double encoding. */
export function encodeOpinionFiles(files: AttachedFile[]): string | undefined {
  return files.length ? JSON.stringify(JSON.stringify(files)) : undefined;
}
