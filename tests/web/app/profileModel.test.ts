import { describe, expect, it } from 'vitest';
import { dataScopeKey, sexKey, userStatusKey } from '@/app/shell/topbar/profileModel';
import { casesByResult } from '../support/cases';

describe('userStatusKey (spec 01 §4)', () => {
  it.each(casesByResult({ normal: [1, '1'], disabled: [0, '0'], inactive: [-1, '-1'], departed: [2, null, '', 'x'] }))(
    '%j -> %s',
    (status, key) => expect(userStatusKey(status)).toBe(key),
  );
});

describe('dataScopeKey (issue: "数据范围: self" showed the raw code)', () => {
  it.each(['self', 'org', 'orgAndChildren', 'all'])('%j -> %j', (code) => expect(dataScopeKey(code)).toBe(code));
  it.each(['custom42', 'constructor'])('%j -> null', (code) => expect(dataScopeKey(code)).toBeNull());
});

describe('sexKey', () => {
  it.each(casesByResult({ male: ['M', 'male'], female: ['F', 'female'] }))('%j -> %j', (sex, key) => expect(sexKey(sex)).toBe(key));
  it.each(['', null])('%j -> null', (sex) => expect(sexKey(sex)).toBeNull());
});
