import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobApplicationForm, spontaneousApplicationForm } from '../../src/shared/schemas/application.ts';
import { contactWithAttachmentForm } from '../../src/shared/schemas/contact.ts';
import { profileForm, profileInput } from '../../src/shared/schemas/profile.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The JSON parts of the multipart forms: validated in the handler, so not in any route schema. */
const MULTIPART_PARTS: Record<string, z.ZodType> = {
  'job application (application part)': jobApplicationForm,
  'spontaneous application (application part)': spontaneousApplicationForm,
  'contact with attachment (contact part)': contactWithAttachmentForm,
  'join the talents (profile part)': profileForm,
  'admin profile (profile part)': profileInput,
};

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  pattern?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  not?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A pattern bounds a string when it is anchored and repeats nothing without an upper bound. */
const boundedPattern = (p: string) => p.startsWith('^') && p.endsWith('$') && !/(?<!\\)[+*]|\{\d+,\}/.test(p);

/** The paths in an input schema where a string, array or map has no upper bound. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  const types = [schema.type].flat().filter(Boolean);
  if (schema.const !== undefined || schema.enum) return found;
  // z.never(): no value at all (a filter a list does not have), bounded by definition.
  if (schema.not && typeof schema.not === 'object' && Object.keys(schema.not).length === 0) return found;
  // No type at all: z.any(), z.unknown(), or a transform's output, which could be anything.
  if (!types.length && !schema.properties && !schema.anyOf && !schema.oneOf && !schema.allOf)
    return [`${path}: any value`];
  if (types.includes('string')) {
    const bounded =
      schema.maxLength !== undefined ||
      ['date', 'time', 'date-time', 'uuid'].includes(schema.format ?? '') ||
      (schema.pattern !== undefined && boundedPattern(schema.pattern));
    if (!bounded) found.push(`${path}: string without maxLength`);
  }
  if (types.includes('array')) {
    if (schema.maxItems === undefined && !schema.prefixItems) found.push(`${path}: array without maxItems`);
    if (schema.items) found.push(...unbounded(schema.items, `${path}[]`));
  }
  if (types.includes('object') || schema.properties) {
    for (const [key, value] of Object.entries(schema.properties ?? {}))
      found.push(...unbounded(value, `${path}.${key}`));
    if (typeof schema.additionalProperties === 'object') {
      if (schema.maxProperties === undefined) found.push(`${path}: map without maxProperties`);
      found.push(...unbounded(schema.additionalProperties, `${path}.*`));
    }
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...unbounded(branch, path));
  return found;
}

/**
 * Bounded otherwise, where the JSON schema cannot show it: a query string is cut by Node's 16 KB header limit (its
 * arrays are still checked), and a pipeline's `process` is refined to one of the state names.
 */
const BOUNDED_ELSEWHERE = [/ querystring\.\w+: string without maxLength$/, / body\.process: string without maxLength$/];

function check(name: string, schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const side = (io: 'input' | 'output') =>
    unbounded(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema, name);
  // A pipe shows its first schema as input and its last as output: a field is bounded when either side bounds it.
  const pathOf = (found: string) => found.slice(0, found.lastIndexOf(': '));
  const output = new Set(side('output').map(pathOf));
  return side('input').filter((found) => output.has(pathOf(found)) && !BOUNDED_ELSEWHERE.some((re) => re.test(found)));
}

describe('every input schema has limits', () => {
  it('bodies, queries and params of every route, and the JSON parts of the multipart forms', () => {
    const found: string[] = [];
    let checked = 0;
    for (const route of t.app.routeList) {
      if (route.method === 'HEAD') continue;
      for (const [where, schema] of Object.entries(route.schema)) {
        if (schema instanceof z.ZodType) checked++;
        found.push(...check(`${route.method} ${route.url} ${where}`, schema));
      }
    }
    for (const [name, schema] of Object.entries(MULTIPART_PARTS)) {
      checked++;
      found.push(...check(name, schema));
    }
    expect(checked).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});

describe('the limit checker', () => {
  it('flags an unbounded string, array or map, and passes bounded ones', () => {
    const schema = z.object({
      free: z.string(),
      list: z.array(z.string().max(5)),
      map: z.record(z.string(), z.string().max(5)),
      ok: z.string().max(5),
      okList: z.array(z.string().max(5)).max(3),
      phone: z.string().regex(/^\+?[1-9]\d{7,14}$/),
      choice: z.enum(['a', 'b']),
      piped: z.string().pipe(z.iso.date()),
      transformed: z.string().transform((v) => v.length),
      anything: z.unknown(),
    });
    expect(check('x', schema)).toEqual([
      'x.free: string without maxLength',
      'x.list: array without maxItems',
      'x.map: map without maxProperties',
      'x.transformed: string without maxLength',
      'x.anything: any value',
    ]);
  });
});
