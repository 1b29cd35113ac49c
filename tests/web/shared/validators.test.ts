import { describe, expect, it } from 'vitest';
import {
  isAmount,
  isBlank,
  isChineseName,
  isDigits,
  isEmail,
  isHexColour,
  isIPv4,
  isIdCard,
  isLandline,
  isMobile,
  isPort,
  isUrl,
  isValidName,
  isValidPassword,
} from '@/shared/validators';

type Case = [unknown, boolean];

const table: Array<[string, (v: unknown) => boolean, Case[]]> = [
  [
    'isValidPassword',
    isValidPassword,
    [
      ['123456', true],
      ['abcdefgh', true],
      ['12345', false],
      ['', false],
      [null, false],
    ],
  ],
  [
    'isDigits',
    isDigits,
    [
      ['0', true],
      ['0123456789', true],
      ['12a', false],
      ['1.5', false],
      ['-1', false],
      ['', false],
      [' 1', false],
    ],
  ],
  [
    'isValidName',
    isValidName,
    [
      ['张伟', true],
      ['zhangwei01', true],
      ['张wei9', true],
      ['zhang wei', false],
      ['张_伟', false],
      ['', false],
    ],
  ],
  [
    'isIPv4',
    isIPv4,
    [
      ['192.168.1.1', true],
      ['0.0.0.0', true],
      ['255.255.255.255', true],
      ['256.1.1.1', false],
      ['1.2.3', false],
      ['01.2.3.4', false],
      ['1.2.3.4.5', false],
    ],
  ],
  [
    'isPort',
    isPort,
    [
      ['0', true],
      ['80', true],
      ['65535', true],
      ['65536', false],
      ['-1', false],
      ['080', false],
      ['abc', false],
      [8080, true],
    ],
  ],
  [
    'isUrl',
    isUrl,
    [
      ['http://example.com', true],
      ['https://example.com:8443/a/b?c=1#d', true],
      ['ftp://files.example.com/x.zip', true],
      ['http://127.0.0.1:8080/front/', true],
      ['mailto:a@b.c', false],
      ['javascript:alert(1)', false],
      ['example.com', false],
      ['http://', false],
    ],
  ],
  [
    'isMobile',
    isMobile,
    [
      ['13800138000', true],
      ['19912345678', true],
      ['23800138000', false],
      ['1380013800', false],
      ['138001380000', false],
    ],
  ],
  [
    'isIdCard',
    isIdCard,
    [
      ['11010519491231002X', true],
      ['11010519491231002x', true],
      ['440524198001010013', true],
      ['110105194912310021', false],
      ['11010519491332002X', false],
      ['1101051949123100', false],
      ['A1010519491231002X', false],
    ],
  ],
  [
    'isEmail',
    isEmail,
    [
      ['lina@example.com', true],
      ['a.b+c@mail.example.co', true],
      ['a@b', false],
      ['@example.com', false],
      ['a b@example.com', false],
    ],
  ],
  [
    'isChineseName',
    isChineseName,
    [
      ['张伟', true],
      ['欧阳娜娜', true],
      ['王', false],
      ['欧阳娜娜娜', false],
      ['Zhang', false],
    ],
  ],
  [
    'isLandline',
    isLandline,
    [
      ['010-62345678', true],
      ['0755-8765432', true],
      ['87654321', true],
      ['010-62345678-123', true],
      ['12345', false],
      ['010-02345678', false],
    ],
  ],
  [
    'isAmount',
    isAmount,
    [
      ['0', true],
      ['12', true],
      ['12.3', true],
      ['12.34', true],
      ['12.345', false],
      ['01.5', false],
      ['-1', false],
      ['.5', false],
    ],
  ],
  [
    'isHexColour',
    isHexColour,
    [
      ['#2F54EB', true],
      ['#fff', true],
      ['#2f54eb', true],
      ['2F54EB', false],
      ['#2F54E', false],
      ['#GGGGGG', false],
      ['red', false],
    ],
  ],
  [
    'isBlank',
    isBlank,
    [
      ['', true],
      ['   ', true],
      ['null', true],
      [' null ', true],
      [null, true],
      [undefined, true],
      ['a', false],
      ['nullable', false],
      [0, false],
    ],
  ],
];

describe.each(table)('%s', (_name, check, cases) => {
  it.each(cases)('%j -> %s', (value, expected) => {
    expect(check(value)).toBe(expected);
  });
});
