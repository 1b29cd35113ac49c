import { describe, expect, it } from 'vitest';
import { cmsOfContents } from '../../server/src/signing/verify.js';

describe('the CMS in a signature placeholder', () => {
  it.each([
    // a DER whose last byte is zero (a signature ending in 0x00): trimming the zero padding used to cut it
    ['3003020100' + '0'.repeat(40), '3003020100'],
    ['300402020000' + '00', '300402020000'],
    ['3003020101', '3003020101'],
    // long form lengths
    ['3081030201000000', '308103020100'],
    ['308200030201000000', '30820003020100'],
  ])('%s → %s', (hex, der) => {
    expect(cmsOfContents(hex).toString('hex')).toBe(der);
  });
});
