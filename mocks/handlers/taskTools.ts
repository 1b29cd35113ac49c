import { HttpResponse } from 'msw';
import type { ToolOptions, ToolPlan, ToolRequest } from '@contract/workflow';
import { TASK_TOOL_CALLS as T } from '@contract/workflow-task-tools';
import { answer } from '../call';
import type { AnyEnvelope } from '../envelope';

/** Tool options with defaults a test overrides (by default no tool: the approval form tests of other features). */
export function toolOptions(overrides: Partial<ToolOptions> = {}): ToolOptions {
  return { taskId: 'task-1', instId: 'inst-1', tools: [], rejectTargets: [], addSigns: [], ...overrides };
}

/** A plan with defaults: lina's leader approval moves to the one asked for. */
export function toolPlan(overrides: Partial<ToolPlan> = {}): ToolPlan {
  return {
    tool: 'transfer',
    instId: 'inst-1',
    fingerprint: 'fp-1',
    ends: [{ taskId: 'task-1', nodeId: 'approve', nodeName: 'Approve', userId: 'u-lina', userName: 'Li Na' }],
    opens: [{ taskId: 'task-1', nodeId: 'approve', nodeName: 'Approve', userId: 'u-zhao', userName: 'Zhao Min' }],
    told: [{ id: 'u-zhao', name: 'Zhao Min' }],
    instStatus: 'running',
    ...overrides,
  };
}

export function toolOptionsHandler(options: ToolOptions = toolOptions()) {
  return answer(T.options, () => options);
}

/** Preview answers `plan(request)`; every preview request is recorded. */
export function toolPreviewHandler(plan: (request: ToolRequest) => ToolPlan, asked: ToolRequest[] = []) {
  return answer(T.preview, ({ body }) => {
    asked.push(body);
    return plan(body);
  });
}

/**
 * Run: answers `plan(request)`, or, when `stale` gives a plan for the request, the reference server's 409
 * with that fresh preview in `value`. Every run request is recorded.
 */
export function toolRunHandler(
  plan: (request: ToolRequest) => ToolPlan,
  sent: ToolRequest[] = [],
  stale?: (request: ToolRequest) => ToolPlan | null,
) {
  return answer(T.run, ({ body }) => {
    sent.push(body);
    const fresh = stale?.(body);
    if (fresh)
      return HttpResponse.json<AnyEnvelope>(
        { state: false, code: 409, message: 'The request changed since you looked; here is what would happen now', value: fresh },
        { status: 409 },
      );
    return plan(body);
  });
}
