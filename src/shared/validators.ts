/**
 * Generic validators of spec 01 §5. Each takes the raw value and answers whether it is acceptable;
 * form rules build their messages from locales.
 */

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Blank: empty, only whitespace, or the text "null". */
export function isBlank(value: unknown): boolean {
  const s = text(value).trim();
  return s === '' || s === 'null';
}

/** Password: at least 6 characters. */
export const isValidPassword = (value: unknown): boolean => text(value).length >= 6;

/** Number: digits only. */
export const isDigits = (value: unknown): boolean => /^\d+$/.test(text(value));

/** Name: letters, digits and Chinese characters. */
export const isValidName = (value: unknown): boolean => /^[A-Za-z0-9\u4e00-\u9fa5]+$/.test(text(value));

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
export const isIPv4 = (value: unknown): boolean => IPV4.test(text(value));

/** Port: an integer from 0 to 65535, without leading zeros. */
export function isPort(value: unknown): boolean {
  const s = text(value);
  return /^(0|[1-9]\d{0,4})$/.test(s) && Number(s) <= 65535;
}

/** URL with http, https or ftp and a host. */
export const isUrl = (value: unknown): boolean =>
  /^(https?|ftp):\/\/([\w-]+(\.[\w-]+)*|\[[0-9a-fA-F:]+\])(:\d{1,5})?([/?#][^\s]*)?$/i.test(text(value));

/** Mobile phone: 11 digits starting with 1. */
export const isMobile = (value: unknown): boolean => /^1\d{10}$/.test(text(value));

/**
 * Chinese resident ID card: 18 characters (17 digits and a digit or X check character), a
 * plausible birth date and a matching ISO 7064 check character.
 */
export function isIdCard(value: unknown): boolean {
  const s = text(value).toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(s)) return false;
  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(s[i]), 0);
  return '10X98765432'[sum % 11] === s[17];
}

export const isEmail = (value: unknown): boolean => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(text(value));

/** Chinese name: 2 to 4 Chinese characters (a middle dot allowed for transcribed names). */
export const isChineseName = (value: unknown): boolean => /^[\u4e00-\u9fa5·]{2,4}$/.test(text(value));

/** Landline: optional 3-4 digit area code (with a dash), 7-8 digits, optional extension. */
export const isLandline = (value: unknown): boolean => /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(text(value));

/** Amount: a non-negative number with up to 2 decimals. */
export const isAmount = (value: unknown): boolean => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(text(value));

/** Theme colour: a hex value (#rgb or #rrggbb). */
export const isHexColour = (value: unknown): boolean => /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(text(value));

/** Admin flag: true or false; the strings "true"/"false" (any case, trimmed) convert; anything else is false. */
export function toAdminFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  return false;
}
