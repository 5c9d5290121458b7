import type { z } from 'zod';

/**
 * The values a form for `schema` starts from, so that the schema's keys stay the one list of a record's fields:
 * the record's own values where it has them, otherwise each field's default ('' where the schema has none, as for
 * a required text). Fields the schema does not know (id, creationDate, …) are left out.
 */
export function formValues<S extends z.ZodObject>(schema: S, record?: object): z.input<S> {
  const own = (record ?? {}) as Record<string, unknown>;
  const values = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => {
    if (own[key] !== undefined && own[key] !== null) return [key, own[key]];
    const blank = field.safeParse(undefined);
    return [key, blank.success ? blank.data : ''];
  });
  // The entries are the schema's own keys with values it accepts; TypeScript cannot follow that through a map.
  return Object.fromEntries(values) as z.input<S>;
}
