import { parseFormDataParam, type ExternalFormData } from './formData';

export type FormMode =
  | { kind: 'task'; taskId: string; leaderId?: string; reqParams?: string }
  | { kind: 'start'; defKey: string; draftId?: string; presetData?: ExternalFormData }
  | { kind: 'instance'; instId: string }
  | { kind: 'none' };

type Params = Record<string, string | undefined>;

/**
 * What the approval form shows, from its properties (/external/approvalForm gets the query string
 * as properties) or the query: a task to handle, a new form to start, or an instance to view.
 */
export function formModeOf(props: Params, search: URLSearchParams): FormMode {
  const pick = (name: string) => props[name] ?? search.get(name) ?? undefined;
  const taskId = pick('taskId');
  if (taskId) return { kind: 'task', taskId, leaderId: pick('leaderId'), reqParams: pick('reqParams') };
  const defKey = pick('defKey');
  if (defKey) return { kind: 'start', defKey, draftId: pick('draftId'), presetData: parseFormDataParam(pick('formData')) };
  const instId = pick('instId') ?? pick('proInstId');
  if (instId) return { kind: 'instance', instId };
  return { kind: 'none' };
}
