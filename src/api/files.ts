import type { Static } from 'typebox';
import type { FileInfo, OnlinePreview, UploadResult } from '@contract/files';
import { download, get, post, type Download, type RequestOptions } from './http';

export { fileNameFromDisposition } from './contentDisposition';
export type { Download };

export type { FileInfo, UploadResult };

const FILES = '/system/file/v1';

/**
 * Multipart upload of one or more files (spec 01 §7 "Files"). The envelope's value lists every
 * stored file (the server answers the first file's record plus `files`). `shared` files are
 * readable by every signed-in user (portal backgrounds).
 */
export async function upload(files: Blob | File | Array<Blob | File>, opts: RequestOptions & { fileName?: string; shared?: boolean } = {}) {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) {
    form.append('file', file, file instanceof File ? file.name : (opts.fileName ?? 'file'));
  }
  const { fileName: _name, shared, ...rest } = opts;
  const answer = await post<UploadResult | FileInfo[]>(`${FILES}/upload`, form, { ...rest, params: shared ? { shared: true } : undefined });
  return { ...answer, value: storedFiles(answer.value) };
}

function storedFiles(value: UploadResult | FileInfo[] | FileInfo | null | undefined): FileInfo[] {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  return 'files' in value && Array.isArray(value.files) ? value.files : [value];
}

/** The file itself for showing it (images, PDF; also background images): a blob, not a link, since it needs the token headers. */
export function preview(fileId: string, opts?: RequestOptions) {
  return download(`${FILES}/preview`, { fileId }, opts);
}

export function downloadFile(fileId: string, opts?: RequestOptions) {
  return download(`${FILES}/downloadFile`, { fileId }, opts);
}

/** Several files as one zip; the name comes from content-disposition (Chinese intact). */
export function bathcDownloadFile(fileIds: string[], zipName: string, opts?: RequestOptions) {
  return download(`${FILES}/bathcDownloadFile`, { fileIds: fileIds.join(','), zipName }, opts);
}

export function getFileInfo(id: string) {
  return get<FileInfo>(`${FILES}/${encodeURIComponent(id)}`);
}

/** Online preview: the address of a PDF rendering of the file. */
export function onlinePreview(fileId: string) {
  return get<Static<typeof OnlinePreview>>('/file/onlinePreviewController/v1/onlinePreview', { fileId });
}

/** The file behind an online-preview address, as a blob. */
export function getFileById(id: string, opts?: RequestOptions) {
  return download(`/file/onlinePreviewController/v1/getFileById_${encodeURIComponent(id)}`, undefined, opts);
}

/** Hands a downloaded blob to the browser as a file save. */
export function saveDownload({ blob, fileName }: Download, fallbackName = 'download'): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
