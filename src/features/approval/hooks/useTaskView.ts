import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { placeFields, toPermission } from '@/shared/form-runtime';
import { approvalQueries, type TaskKey } from '../queries';

/**
 * What the approval form of one task shows: the task's detail and buttons, the form data's version, the fields as
 * placed (read-only once the task is no longer to do, or was closed under us) and the right on the opinion. Nothing is
 * read while `reading` is false (the task was handled: it may no longer be the user's).
 */
export function useTaskView(taskKey: TaskKey, closed: boolean, reading: boolean) {
  const detail = useQuery({ ...approvalQueries.detail(taskKey), enabled: reading });
  const state = useQuery({ ...approvalQueries.buttons(taskKey), enabled: reading });
  const instId = detail.data?.bpmTask.procInstId ?? '';
  const versionQuery = approvalQueries.formDataVersion(instId);
  const version = useQuery({ ...versionQuery, enabled: reading && Boolean(instId) });

  const placedAll = useMemo(
    () =>
      detail.data
        ? placeFields(detail.data.form.bpmForm.expand, detail.data.form.permission.fields, detail.data.form.permission.columns)
        : [],
    [detail.data],
  );
  const todo = state.data?.taskStatus === 'todo' && !closed;
  const placed = useMemo(
    () => (todo ? placedAll : placedAll.map((p) => ({ ...p, access: { ...p.access, readOnly: true }, required: false }))),
    [placedAll, todo],
  );
  const opinionRight = toPermission(detail.data?.form.permission.opinion ?? detail.data?.curNodeDef.opinionRight, 'w');
  return { detail, state, version, versionQuery, instId, placed, todo, opinionRight };
}
