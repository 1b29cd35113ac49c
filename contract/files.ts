import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { KeyQuery } from './common.js';

/** A stored file as the portal sees it (upload answer and GET /system/file/v1/{id}). */
export const FileInfo = Type.Object({
  fileId: Type.String(),
  id: Type.String(),
  fileName: Type.String(),
  ext: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  shared: Type.Boolean(),
  uploaderId: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  /** where the portal can show or fetch it (preview is inline only for images, PDF and plain text) */
  previewUrl: Type.String(),
  downloadUrl: Type.String(),
});
export type FileInfo = Static<typeof FileInfo>;

/** The upload answer: the first file's fields, and every file of the request in `files`. */
export const UploadResult = Type.Intersect([FileInfo, Type.Object({ files: Type.Array(FileInfo) })]);
export type UploadResult = Static<typeof UploadResult>;

export const FileIdQuery = KeyQuery('fileId');
export const UploadQuery = Type.Object({ shared: Type.Optional(Type.Boolean()) });
export const BatchDownloadQuery = Type.Object({
  /** comma-separated file ids */
  fileIds: Type.String({ minLength: 1, maxLength: 10_000 }),
  zipName: Type.Optional(Type.String({ maxLength: 200 })),
});
export const OnlinePreview = Type.Object({ pdfUrl: Type.String(), fileType: Type.String(), fileName: Type.String() });

export const FileIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const PreviewIdParams = Type.Object({ id: Type.String() });

const FILES = '/system/file/v1';
const ONLINE = '/file/onlinePreviewController/v1';

/** Files (spec 01 §7 "Files"). The file answers themselves (preview, download, zip) are raw bytes, not envelopes. */
export const FILE_CALLS = {
  /** Multipart upload of one or more files; all are stored or none. */
  upload: call({ method: 'POST', path: `${FILES}/upload`, query: UploadQuery, answer: UploadResult }),
  /** The file inline (pictures, PDF, plain text), else as an attachment. */
  preview: call({ method: 'GET', path: `${FILES}/preview`, query: FileIdQuery }),
  download: call({ method: 'GET', path: `${FILES}/downloadFile`, query: FileIdQuery }),
  /** Several files as one zip (the spec's spelling of the path is kept). */
  batchDownload: call({ method: 'GET', path: `${FILES}/bathcDownloadFile`, query: BatchDownloadQuery }),
  onlinePreview: call({ method: 'GET', path: `${ONLINE}/onlinePreview`, query: FileIdQuery, answer: OnlinePreview }),
  /** The file behind an online-preview address. */
  previewById: call({ method: 'GET', path: `${ONLINE}/getFileById_:id`, params: PreviewIdParams }),
  info: call({ method: 'GET', path: `${FILES}/:id`, params: FileIdParams, answer: FileInfo }),
};
