import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

/**
 * Issue 13: the document as an integrator's tools read it. Redocly's recommended ruleset lints it, and
 * openapi-typescript generates a client's types from it, which must compile. The app runs with the legacy
 * contract on, so that every route the server can have is in the document.
 */
let t: TestApp;
let dir: string;
let file: string;
let doc: OpenApiDoc;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDoc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

beforeAll(async () => {
  t = await createTestApp({ LEGACY_CONTRACT: 'true' });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApiDoc>();
  dir = mkdtempSync(path.join(tmpdir(), 'hireframe-openapi-'));
  file = path.join(dir, 'openapi.json');
  writeFileSync(file, res.body);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, operation })),
  );

/** Warnings that say nothing wrong here: the test configuration's site is on localhost, and these calls take no input. */
const ACCEPTED_WARNINGS = new Set([
  'info-license',
  'no-server-example.com',
  'operation-4xx-response #/paths/~1api~1health/get/responses',
  'operation-4xx-response #/paths/~1api~1xsrf-token/get/responses',
  'operation-4xx-response #/paths/~1public~1api~1services/get/responses',
  'operation-4xx-response #/paths/~1public~1api~1managers/get/responses',
]);

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

describe('the OpenAPI document, read by tools nobody here wrote', () => {
  it("passes Redocly's recommended ruleset", () => {
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 60_000,
    });
    const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: LintProblem[] };
    const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`.trim());
    expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(problems.filter((p) => !ACCEPTED_WARNINGS.has(p) && !ACCEPTED_WARNINGS.has(p.split(' ')[0]!))).toEqual([]);
  }, 60_000);

  it('names every operation once, in camelCase, with a summary, tags and its security', () => {
    const ids = operations().map(({ name, operation }) => {
      expect(operation.operationId, name).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(operation.security, name).toBeDefined();
      return operation.operationId;
    });
    expect(ids.length).toBeGreaterThan(60);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = Object.fromEntries(
      operations().map(({ operation }): [string, Operation] => [operation.operationId ?? '', operation]),
    );
    expect(byId.searchJobs!.security).toEqual([]);
    expect(byId.applyToJob!.security).toEqual([{ xsrf: [] }]);
    expect(byId.getCurrentUser!.security).toEqual([{ token: [] }]);
    expect(byId.changeJobApplicationProcess!.security).toEqual([{ token: [], xsrf: [] }]);
  });

  it('answers every error in the one error shape, and points at the configured site', () => {
    for (const { name, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${name} ${status}`).toBe(
          '#/components/schemas/ErrorBody',
        );
      }
    }
    expect(Object.keys(doc.paths['/api/jobs/{id}']!.get!.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
    ]);
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });

  it('gives openapi-typescript what it needs for a typed client that compiles', async () => {
    const types = astToString(await openapiTS(new URL(`file://${file}`)));
    writeFileSync(path.join(dir, 'api.ts'), types);
    // A client's code: a nullable field is `T | null`, and operations are found by their names.
    writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { components, operations } from './api.ts';",
        "type Job = operations['searchJobs']['responses'][200]['content']['application/json']['items'][number];",
        "export const ref: Job['jobRef'] = 'J-1';",
        "type NewJob = NonNullable<operations['createJob']['requestBody']>['content']['application/json'];",
        "export const start: NewJob['startDate'] = null;",
        "export const failure: components['schemas']['ErrorBody'] = { error: { code: 'INVALID', message: 'x' } };",
        "type Token = operations['logIn']['responses'][200]['content']['text/plain'];",
        "export const token: Token = 'abc';",
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      types: [],
      // The language's own types, not the DOM's, and not checked themselves: the generated file is what is tested
      // (checking the default library with the DOM took 4 of this test's 5 CPU-seconds).
      lib: ['lib.es2022.d.ts'],
      skipLibCheck: true,
    });
    const messages = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(messages).toEqual([]);
    expect(types).toContain('searchJobs: {');
  }, 60_000);
});
