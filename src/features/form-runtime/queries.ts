import { queryOptions } from '@tanstack/react-query';
import { getFileInfo } from '@/api/files';

export const formRuntimeKeys = {
  fileInfo: (id: string) => ['files', 'info', { id }] as const,
};

/** A stored file's name and size; a file never changes, so it is read once. */
export function fileInfoQuery(id: string) {
  return queryOptions({
    queryKey: formRuntimeKeys.fileInfo(id),
    queryFn: async () => (await getFileInfo(id)).value,
    staleTime: Infinity,
  });
}
