import type { ResourceLanguage } from 'i18next';

/** The namespaces of one language: one per JSON file name. */
export function packOf(files: Record<string, Record<string, unknown>>): ResourceLanguage {
  const pack: ResourceLanguage = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /\/([^/]+)\.json$/.exec(file);
    if (match) pack[match[1]] = content;
  }
  return pack;
}
