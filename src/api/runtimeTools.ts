import type { ToolOptions, ToolPlan, ToolRequest } from '@contract/workflow';
import { TASK_TOOL_CALLS as T } from '@contract/workflow-task-tools';
import { ApiError } from './http';
import { send } from './call';

/** GET tools/options?taskId: the approval tools the caller may use on a task now. */
export async function getTaskToolOptions(taskId: string, leaderId?: string): Promise<ToolOptions> {
  return (await send(T.options, { query: { taskId, ...(leaderId ? { leaderId } : {}) } })).value;
}

/** POST tools/preview: what the tool would do (tasks that end, tasks that open, who is told); nothing is written. */
export async function previewTaskTool(body: ToolRequest): Promise<ToolPlan> {
  return (await send(T.preview, { body }, { silent: true })).value;
}

/** POST tools/run with the confirmed preview's fingerprint; refused with 409 and a fresh preview when the request changed. */
export async function runTaskTool(body: ToolRequest): Promise<ToolPlan> {
  return (await send(T.run, { body }, { silent: true })).value;
}

/** The fresh preview a 409 of tools/run carries, or null for any other failure. */
export function stalePlanOf(error: unknown): ToolPlan | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const value = (error.data as { value?: unknown } | undefined)?.value as ToolPlan | undefined;
  return value && typeof value === 'object' && 'fingerprint' in value ? value : null;
}
