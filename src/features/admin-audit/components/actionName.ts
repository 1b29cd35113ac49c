import type { TFunction } from 'i18next';

/** An action in words when the locale knows it (`user.create` → "Create user"), else as recorded. */
export const actionName = (t: TFunction, action: string): string => t(`actions.${action.replaceAll('.', '_')}`, { defaultValue: action });

/** A target type in words when known, else as recorded. */
export const targetTypeName = (t: TFunction, type: string): string => t(`targetTypes.${type}`, { defaultValue: type });
