import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/schemas/errors.ts';

type Transform = typeof jsonSchemaTransform;
type Input = Parameters<Transform>[0];
type Json = Record<string, unknown>;

export const ERROR_SCHEMA_NAME = 'ErrorBody';
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` };

/** The one error shape, as a component every error answer of the document refers to. */
export function errorComponent(): Json {
  const { $schema: _unused, ...schema } = z.toJSONSchema(errorBody, { target: 'openapi-3.0', io: 'output' }) as Json;
  return schema;
}

/** What each error status means, for whoever reads the document (the body is always the one error shape). */
const ERROR_MEANINGS: Record<number, string> = {
  400: 'The input is not valid: `error.fields` maps each wrong field (its path) to an i18n key such as `validation.required`.',
  401: 'No valid token: it is missing, expired, revoked, or its account is disabled.',
  403: 'Refused: the role may not do this, or (any method but GET) the `X-XSRF-TOKEN` header does not match the cookies.',
  404: 'No such record (or, on the public site, not published).',
  409: 'Conflicts with the current data: a name already taken, a record still in use, a change of state not allowed.',
  413: 'The request or its file is too large.',
  415: 'The content type or the file type is not accepted.',
  429: 'Too many requests from this address: wait for the number of seconds in `Retry-After`.',
  503: 'The database does not answer; try again shortly.',
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN = 'token';
const XSRF = 'xsrf';

interface RouteSchema {
  tags?: string[];
  security?: Record<string, string[]>[];
  consumes?: string[];
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
}

/**
 * The route's own transform (zod to JSON schema), then what the document says once for every route instead of in
 * each of them: who may call it (the admin groups take the token, declared once in routes/admin/index.ts; the
 * XSRF pair on every unsafe method, as plugins/csrf.ts checks), the error answers its group and inputs imply, and
 * a `type` beside every `nullable` (zod writes `anyOf` + `nullable`, which OpenAPI 3.0 does not read as null).
 */
export function documentRoute(input: Input): ReturnType<Transform> {
  const out = jsonSchemaTransform(input);
  const route = (input.schema ?? {}) as RouteSchema;
  const schema = fitOpenApi30(out.schema) as Json & RouteSchema;
  if (schema.hide) return { ...out, schema };
  const method = String(input.route.method).toUpperCase();
  const unsafe = UNSAFE.has(method);
  const admin = (route.tags ?? []).some((tag) => tag.startsWith('admin'));
  const token = admin || (route.security ?? []).some((requirement) => TOKEN in requirement);

  const requirement: Record<string, string[]> = {};
  if (token) requirement[TOKEN] = [];
  if (unsafe) requirement[XSRF] = [];
  const security = Object.keys(requirement).length > 0 ? [requirement] : [];

  const codes = new Set<number>();
  const multipart = route.consumes?.includes('multipart/form-data') ?? false;
  if (route.body || route.querystring || route.params || multipart) codes.add(400);
  if (token) codes.add(401);
  if (admin || unsafe) codes.add(403);
  if (route.params) codes.add(404);
  if (admin && unsafe) codes.add(409);
  if (multipart) for (const code of [413, 415]) codes.add(code);
  if (method === 'POST' && input.url.startsWith('/public/api/')) codes.add(429);
  for (const code of Object.keys(route.response ?? {})) if (Number(code) >= 400) codes.add(Number(code));

  const responses: Json = { ...schema.response };
  for (const code of [...codes].sort()) {
    const declared = (responses[code] as Json | undefined)?.description;
    responses[code] = {
      description: typeof declared === 'string' ? declared : (ERROR_MEANINGS[code] ?? 'Refused'),
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  return { ...out, schema: { ...schema, security, response: responses } };
}

/**
 * What zod's OpenAPI 3.0 output says in a way 3.0 does not read: `nullable` only counts beside a `type` (a nullable
 * `anyOf` whose branches share one type gets it; branches of different types each become nullable instead, the
 * same set of values), and a record with enum keys loses its `propertyNames`, leaving `required` names with no
 * property (they get the record's value schema).
 */
function fitOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fitOpenApi30);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fitOpenApi30(value)]));
  return typeNullable(nameRequired(out));
}

function nameRequired(schema: Json): Json {
  const values = schema.additionalProperties;
  if (!Array.isArray(schema.required) || typeof values !== 'object' || values === null) return schema;
  const properties = { ...(schema.properties as Json | undefined) };
  for (const name of schema.required as string[]) properties[name] ??= values;
  return { ...schema, properties };
}

function typeNullable(schema: Json): Json {
  if (schema.nullable !== true || schema.type !== undefined) return schema;
  const key = Array.isArray(schema.anyOf) ? 'anyOf' : Array.isArray(schema.oneOf) ? 'oneOf' : undefined;
  if (!key) return schema;
  const branches = schema[key] as Json[];
  const types = new Set(branches.map((branch) => branch.type));
  if (types.has(undefined)) return schema;
  if (types.size === 1) return { ...schema, type: branches[0]!.type };
  const { nullable: _nullable, ...rest } = schema;
  return { ...rest, [key]: branches.map((branch) => ({ ...branch, nullable: true })) };
}
