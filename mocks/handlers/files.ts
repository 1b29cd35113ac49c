import { http, HttpResponse } from 'msw';
import type { FileInfo, UploadResult } from '@contract/files';
import { fail, ok } from '../envelope';

export interface StoredMockFile {
  fileId: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

function fileInfo(file: StoredMockFile): FileInfo {
  const dot = file.fileName.lastIndexOf('.');
  return {
    fileId: file.fileId,
    id: file.fileId,
    fileName: file.fileName,
    ext: dot >= 0 ? file.fileName.slice(dot + 1).toLowerCase() : '',
    size: file.bytes.length,
    contentType: file.contentType,
    shared: false,
    uploaderId: 'u-zhangwei',
    createTime: '2026-01-05 09:30:00',
    previewUrl: `/system/file/v1/preview?fileId=${file.fileId}`,
    downloadUrl: `/system/file/v1/downloadFile?fileId=${file.fileId}`,
  };
}

/**
 * Upload, preview and download over an in-memory list: uploads are appended to `files`, so a
 * test can look at what was uploaded.
 */
export function fileHandlers(files: StoredMockFile[] = []) {
  const find = (id: string | null) => files.find((f) => f.fileId === id);
  const send = (file: StoredMockFile, kind: 'inline' | 'attachment') =>
    new HttpResponse(file.bytes, {
      headers: { 'Content-Type': file.contentType, 'Content-Disposition': disposition(kind, file.fileName) },
    });
  return [
    http.post('*/system/file/v1/upload', async ({ request }) => {
      const form = await request.formData();
      const stored: FileInfo[] = [];
      for (const entry of form.getAll('file')) {
        if (typeof entry === 'string') continue;
        const file: StoredMockFile = {
          fileId: `f-${files.length + 1}`,
          fileName: entry.name,
          contentType: entry.type || 'application/octet-stream',
          bytes: new Uint8Array(await entry.arrayBuffer()),
        };
        files.push(file);
        stored.push(fileInfo(file));
      }
      if (!stored.length) return fail(400, 'No file');
      const answer: UploadResult = { ...stored[0], files: stored };
      return ok(answer);
    }),
    http.get('*/system/file/v1/preview', ({ request }) => {
      const file = find(new URL(request.url).searchParams.get('fileId'));
      return file ? send(file, 'inline') : fail(404, 'File not found');
    }),
    http.get('*/system/file/v1/downloadFile', ({ request }) => {
      const file = find(new URL(request.url).searchParams.get('fileId'));
      return file ? send(file, 'attachment') : fail(404, 'File not found');
    }),
    http.get('*/system/file/v1/bathcDownloadFile', ({ request }) => {
      const url = new URL(request.url);
      const ids = (url.searchParams.get('fileIds') ?? '').split(',');
      if (!ids.every((id) => find(id))) return fail(404, 'File not found');
      const zip: StoredMockFile = {
        fileId: 'zip',
        fileName: `${url.searchParams.get('zipName') || 'files'}.zip`,
        contentType: 'application/zip',
        bytes: new Uint8Array([0x50, 0x4b, 0x05, 0x06]),
      };
      return send(zip, 'attachment');
    }),
    // after the named calls: they would match :id too
    http.get('*/system/file/v1/:id', ({ params }) => {
      const file = find(String(params.id));
      return file ? ok(fileInfo(file)) : fail(404, 'File not found');
    }),
  ];
}
