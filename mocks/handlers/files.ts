import { HttpResponse } from 'msw';
import { FILE_CALLS as F, type FileInfo } from '@contract/files';
import { answer } from '../call';
import { fail } from '../envelope';

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
    previewUrl: `${F.preview.path}?fileId=${file.fileId}`,
    downloadUrl: `${F.download.path}?fileId=${file.fileId}`,
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
    answer(F.upload, async ({ request }) => {
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
      return { ...stored[0], files: stored };
    }),
    answer(F.preview, ({ query }) => {
      const file = find(query.get('fileId'));
      return file ? send(file, 'inline') : fail(404, 'File not found');
    }),
    answer(F.download, ({ query }) => {
      const file = find(query.get('fileId'));
      return file ? send(file, 'attachment') : fail(404, 'File not found');
    }),
    answer(F.batchDownload, ({ query }) => {
      const ids = (query.get('fileIds') ?? '').split(',');
      if (!ids.every((id) => find(id))) return fail(404, 'File not found');
      const zip: StoredMockFile = {
        fileId: 'zip',
        fileName: `${query.get('zipName') || 'files'}.zip`,
        contentType: 'application/zip',
        bytes: new Uint8Array([0x50, 0x4b, 0x05, 0x06]),
      };
      return send(zip, 'attachment');
    }),
    // after the named calls: they would match :id too
    answer(F.info, ({ params }) => {
      const file = find(String(params.id));
      return file ? fileInfo(file) : fail(404, 'File not found');
    }),
  ];
}
