import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('describes every admin call of docs/spec/product-spec.md#7-the-calls-it-makes from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>> }>();
    for (const [path, method] of [
      ['/api/job/add', 'post'],
      ['/api/job/edit', 'put'],
      ['/api/deleteJob/{id}', 'delete'],
      ['/api/postProfile', 'post'],
      ['/api/profile', 'put'],
      ['/api/updateService', 'put'],
      ['/api/postManager', 'post'],
      ['/api/updateManager', 'post'],
      ['/api/manager/{id}', 'get'],
      ['/api/delete/manager/{id}', 'delete'],
      ['/api/user/add', 'post'],
      ['/api/user/update', 'put'],
      ['/api/user/delete/{id}', 'delete'],
      ['/api/user/resetpassword/{id}', 'put'],
      ['/api/job-applications/{id}/process', 'put'],
      ['/api/audit-log', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(doc.paths[path]![method]!.security).toEqual([expect.objectContaining({ token: [] })]);
    }
    expect(JSON.stringify(doc.paths['/api/job/add']!.post!.requestBody)).toContain('endApplicationDate');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/<script>[^<]/);
  });
});
