import { describe, expect, it } from 'vitest';
import { parseFormDataParam } from '@/features/approval/lib/formData';

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

describe('parseFormDataParam', () => {
  it('decodes base64 JSON, including non-ASCII text', () => {
    expect(parseFormDataParam(b64('{"name":"王强","days":3}'))).toEqual({ name: '王强', days: 3 });
  });

  it('cuts whatever follows the last closing brace', () => {
    expect(parseFormDataParam(b64('{"a":{"b":1}}&x=1garbage'))).toEqual({ a: { b: 1 } });
  });

  it('accepts URL-encoded, URL-safe and unpadded base64', () => {
    const raw = b64('{"q":"?>>"}');
    expect(parseFormDataParam(encodeURIComponent(raw))).toEqual({ q: '?>>' });
    expect(parseFormDataParam(raw.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))).toEqual({ q: '?>>' });
  });

  it('accepts plain JSON', () => {
    expect(parseFormDataParam('{"a":1}')).toEqual({ a: 1 });
  });

  it.each([null, undefined, '', '!!!not base64', b64('no braces'), b64('[1,2]}'), b64('{"a":}')])('answers undefined for %s', (raw) => {
    expect(parseFormDataParam(raw)).toBeUndefined();
  });
});
