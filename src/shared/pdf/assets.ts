/**
 * Where the pdfjs data files are served: build/pdfjsAssets.ts copies them from the pdfjs-dist
 * package into the build (and serves them in development) under the portal's base.
 */
const root = `${import.meta.env.BASE_URL}pdfjs/`;

export const PDFJS_ASSETS = {
  /** Adobe CMaps: CJK text in fonts that are not embedded */
  cMapUrl: `${root}cmaps/`,
  /** the 14 standard fonts, for PDFs that name them without embedding */
  standardFontDataUrl: `${root}standard_fonts/`,
  /** decoders of JPEG 2000 and JBIG2 images and colour profiles */
  wasmUrl: `${root}wasm/`,
  iccUrl: `${root}iccs/`,
} as const;
