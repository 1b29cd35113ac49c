/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(process.cwd(), 'locales');
const LANGUAGES = ['zh-CN', 'en-US', 'id'];

/** Every leaf key of a JSON object as a dotted path. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function namespaces(): string[] {
  const names = new Set<string>();
  for (const language of LANGUAGES) for (const file of readdirSync(join(root, language))) if (file.endsWith('.json')) names.add(file);
  return [...names].sort();
}

function keysOf(language: string, file: string): Set<string> | null {
  try {
    return new Set(leafKeys(JSON.parse(readFileSync(join(root, language, file), 'utf8'))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

describe('locale parity: every key exists in every language', () => {
  it('has the three language folders and no other', () => {
    expect(
      readdirSync(root)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual([...LANGUAGES].sort());
  });

  it.each(namespaces())('%s', (file) => {
    const keys = Object.fromEntries(LANGUAGES.map((language) => [language, keysOf(language, file)]));
    for (const language of LANGUAGES) expect(keys[language], `locales/${language}/${file} is missing`).not.toBeNull();
    const all = new Set(LANGUAGES.flatMap((language) => [...(keys[language] ?? [])]));
    const missing = LANGUAGES.flatMap((language) =>
      [...all].filter((key) => !keys[language]!.has(key)).map((key) => `${language}/${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
