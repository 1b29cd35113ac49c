import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/** Base64 of the UTF-8 bytes of a text (the spec's encoded accountOrId and query bodies). */
export function encodeBase64(text: string): string {
  return Base64.stringify(Utf8.parse(text));
}

export function decodeBase64(encoded: string): string {
  return Utf8.stringify(Base64.parse(encoded));
}
