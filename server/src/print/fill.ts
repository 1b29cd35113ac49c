import {
  ImagePlugin,
  LoopPlugin,
  MalformedFileError,
  MaxXmlDepthError,
  TemplateHandler,
  TemplateHandlerOptions,
  TemplateSyntaxError,
  TextPlugin,
  UnidentifiedFileTypeError,
  UnsupportedFileTypeError,
  type TemplateData as EtxData,
} from 'easy-template-x';
import QRCode from 'qrcode';
import type { ImageValue, TemplateData } from './data.js';

/**
 * Fills Word templates with easy-template-x: tags are looked up in the data, nothing in a template
 * is ever run as code. Only the text, loop and image plugins are on: the raw-XML, link and chart
 * plugins would let data shape the document's markup, and our data is all text and pictures.
 */
function handler(): TemplateHandler {
  return new TemplateHandler(
    new TemplateHandlerOptions({
      plugins: [new LoopPlugin(), new TextPlugin(), new ImagePlugin()],
      // a tag with no data prints nothing (a template may name fields a form no longer has)
      skipEmptyTags: false,
      maxXmlDepth: 40,
    }),
  );
}

/** The filled document. Throws (with easy-template-x's reason) when the template is broken. */
export async function fillTemplate(template: Buffer, data: TemplateData): Promise<Buffer> {
  // the data is text, image objects and lists of them (data.ts): what easy-template-x takes
  return handler().process(template, data as EtxData);
}

/** Whether easy-template-x refused the template itself (its tags or its file), not our data or a bug. */
export const isTemplateError = (err: unknown) =>
  [TemplateSyntaxError, MalformedFileError, MaxXmlDepthError, UnidentifiedFileTypeError, UnsupportedFileTypeError].some(
    (kind) => err instanceof kind,
  );

/** The tag names of a template; throws when it is not a Word document or its tags do not parse. */
export async function templateTags(template: Buffer): Promise<string[]> {
  const tags = await handler().parseTags(template);
  return tags.map((t) => t.name);
}

/** The QR code of the verification address, as a picture for the `_qrCode` tag. */
export async function qrImage(url: string, size = 96): Promise<ImageValue> {
  const source = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: size * 4 });
  return { _type: 'image', source, format: 'image/png', width: size, height: size, altText: url };
}
