import { offeredLanguages as askOffered } from '@/api/setup';
import { offeredLanguages, setOfferedLanguages, type Language } from '@/shared/i18n';

/**
 * At start, before sign-in (issue 30): the languages the company offers, from the server, so that the portal starts in
 * one of them and its language switches offer only them. A failed call keeps all three (the login page still narrows):
 * the portal never fails to start because of it.
 */
export async function loadOfferedLanguages(): Promise<readonly Language[]> {
  try {
    setOfferedLanguages(await askOffered());
  } catch {
    // all three stay
  }
  return offeredLanguages();
}
