import { pathOf } from '@contract/call';
import { FILE_CALLS as F, type FileInfo, type UploadResult } from '@contract/files';
import { send } from './call';
import { download, post, type Download, type RequestOptions } from './http';

export { fileNameFromDisposition } from './contentDisposition';
export type { Download };

export type { FileInfo, UploadResult };

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
  const answer = await post<UploadResult | FileInfo[]>(F.upload.path, form, { ...rest, params: shared ? { shared: true } : undefined });
  return { ...answer, value: storedFiles(answer.value) };
}

function storedFiles(value: UploadResult | FileInfo[] | FileInfo | null | undefined): FileInfo[] {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  return 'files' in value && Array.isArray(value.files) ? value.files : [value];
}

/** The file itself for showing it (images, PDF; also background images): a blob, not a link, since it needs the token headers. */
export function preview(fileId: string, opts?: RequestOptions) {
  return download(F.preview.path, { fileId }, opts);
}

export function downloadFile(fileId: string, opts?: RequestOptions) {
  return download(F.download.path, { fileId }, opts);
}

/** Several files as one zip; the name comes from content-disposition (Chinese intact). */
export function bathcDownloadFile(fileIds: string[], zipName: string, opts?: RequestOptions) {
  return download(F.batchDownload.path, { fileIds: fileIds.join(','), zipName }, opts);
}

export function getFileInfo(id: string) {
  return send(F.info, { params: { id } });
}

/** Online preview: the address of a PDF rendering of the file. */
export function onlinePreview(fileId: string, opts?: RequestOptions) {
  return send(F.onlinePreview, { query: { fileId } }, opts);
}

/** The file behind an online-preview address, as a blob. */
export function getFileById(id: string, opts?: RequestOptions) {
  return download(pathOf(F.previewById, { id }), undefined, opts);
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
