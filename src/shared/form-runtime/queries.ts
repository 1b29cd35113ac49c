import { queryOptions } from '@tanstack/react-query';
import { getFileInfo, preview } from '@/api/files';
import { getMySignature, getSealByCurrentUserId } from '@/api/seals';

export const formRuntimeKeys = {
  fileInfo: (id: string) => ['files', 'info', { id }] as const,
  fileImage: (id: string) => ['files', 'image', { id }] as const,
  /** under ['seals']: the seal administration refreshes it when it changes a seal */
  mySeals: () => ['seals', 'mine'] as const,
  mySignature: () => ['signature', 'mine'] as const,
};

/** A stored file's name and size; a file never changes, so it is read once. */
export function fileInfoQuery(id: string) {
  return queryOptions({
    queryKey: formRuntimeKeys.fileInfo(id),
    queryFn: async () => (await getFileInfo(id)).value,
    staleTime: Infinity,
  });
}

/** A stored picture's bytes (signatures, seals): fetched with the session's headers, read once. */
export function fileImageQuery(id: string) {
  return queryOptions({
    queryKey: formRuntimeKeys.fileImage(id),
    queryFn: async () => (await preview(id, { silent: true })).blob,
    staleTime: Infinity,
    retry: false,
  });
}

export const signingQueries = {
  mySeals: () => queryOptions({ queryKey: formRuntimeKeys.mySeals(), queryFn: getSealByCurrentUserId, staleTime: 60_000 }),
  mySignature: () => queryOptions({ queryKey: formRuntimeKeys.mySignature(), queryFn: getMySignature, staleTime: 60_000 }),
};
