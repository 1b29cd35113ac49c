import { queryOptions } from '@tanstack/react-query';
import type { ToolRequest } from '@contract/workflow';
import { getTaskToolOptions, previewTaskTool } from '@/api/runtimeTools';

/** Under the approval keys: every action on the form reads them again. */
export const toolKeys = {
  options: (taskId: string, leaderId?: string) => ['approval', 'tools', 'options', { taskId, leaderId }] as const,
  preview: (request: ToolRequest) => ['approval', 'tools', 'preview', request] as const,
};

export const toolQueries = {
  options: (taskId: string, leaderId?: string) =>
    queryOptions({ queryKey: toolKeys.options(taskId, leaderId), queryFn: () => getTaskToolOptions(taskId, leaderId) }),
  /** a preview is of the instance as it is now: never served from the cache */
  preview: (request: ToolRequest) =>
    queryOptions({ queryKey: toolKeys.preview(request), queryFn: () => previewTaskTool(request), staleTime: 0, gcTime: 0, retry: false }),
};
