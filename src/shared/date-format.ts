/**
 * Making an Intl date format costs far more than using one (tens of microseconds against one): a list or a CSV
 * writes a date in every row. One format per options object and locale, made on first use and kept: pass options
 * that are constants of the module, so that the same object comes back each time.
 */
const formats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLocale = formats.get(options);
  if (!byLocale) formats.set(options, (byLocale = new Map<string, Intl.DateTimeFormat>()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
