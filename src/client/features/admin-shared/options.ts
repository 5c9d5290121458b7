import type { TFunction } from 'i18next';

/** Select options for a list of codes, labelled in the user's language (`admin.options.{group}.{code}`). */
export const codeOptions = (t: TFunction, group: string, codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: t(`admin.options.${group}.${code}`) }));

/** A stored code shown in words, or as it is when it is not one of ours (older data). */
export const codeLabel = (t: TFunction, group: string, code: string) =>
  code ? t(`admin.options.${group}.${code}`, { defaultValue: code }) : '';
