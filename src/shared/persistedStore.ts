import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist, type PersistOptions } from 'zustand/middleware';

/**
 * A zustand store kept as JSON in the browser's local or session storage under `name`: `partialize`
 * picks what is kept (never the actions), `merge` may check what is read back.
 */
export function createPersistedStore<S, P>(
  name: string,
  area: 'local' | 'session',
  init: StateCreator<S, [['zustand/persist', unknown]], []>,
  options: Pick<PersistOptions<S, P>, 'partialize' | 'merge'>,
) {
  const storage = createJSONStorage<P>(() => (area === 'local' ? localStorage : sessionStorage));
  return create<S>()(persist(init, { name, storage, ...options }));
}
