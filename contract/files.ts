import { Type, type Static } from 'typebox';

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

export const FileIdQuery = Type.Object({ fileId: Type.String({ minLength: 1, maxLength: 64 }) });
export const UploadQuery = Type.Object({ shared: Type.Optional(Type.Boolean()) });
export const BatchDownloadQuery = Type.Object({
  /** comma-separated file ids */
  fileIds: Type.String({ minLength: 1, maxLength: 10_000 }),
  zipName: Type.Optional(Type.String({ maxLength: 200 })),
});
export const OnlinePreview = Type.Object({ pdfUrl: Type.String(), fileType: Type.String(), fileName: Type.String() });
