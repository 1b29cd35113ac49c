import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from './languages';

/**
 * The languages the company offers (issue 30), in the portal's order: all three until the server's answer at start
 * (src/app/offeredLanguages.ts) or an administrator's change says otherwise. The language switches offer only these,
 * and a language not offered falls back to the first offered.
 */
let offered: readonly Language[] = LANGUAGES;
const listeners = new Set<() => void>();

export const offeredLanguages = (): readonly Language[] => offered;

/** Sets them from a list of tags: known ones only, in the portal's order; an empty list changes nothing. */
export function setOfferedLanguages(list: readonly string[]): void {
  const next = LANGUAGES.filter((l) => list.includes(l));
  if (!next.length || next.join() === offered.join()) return;
  offered = next;
  listeners.forEach((listener) => listener());
}

/** The language when offered, else the first offered. */
export function withinOffered(language: Language, list: readonly Language[] = offered): Language {
  return list.includes(language) ? language : (list[0] ?? language);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The languages offered, re-rendering when they change. */
export const useOfferedLanguages = (): readonly Language[] => useSyncExternalStore(subscribe, offeredLanguages, offeredLanguages);
