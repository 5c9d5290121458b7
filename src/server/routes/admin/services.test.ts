import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/test-app.ts';
import { adminTestApp, body, staff } from '../../../../tests/helpers/admin.ts';
import { createService } from '../../../../tests/helpers/factories.ts';

const ctx = adminTestApp();
/** The services there before the test adds its own, made here (not the demo's). */
const EARLIER = 3;
beforeAll(async () => {
  for (let i = 0; i < EARLIER; i++) await createService(ctx.t.app);
});

const newService = {
  title: 'Payroll outsourcing',
  description: 'We run your payroll.',
  details: 'Monthly runs, declarations and advice.',
  translations: { fr: { title: 'Gestion de la paie', description: 'Nous gérons votre paie.', details: '' } },
};

describe('services', () => {
  let id: number;

  it('POST /api/services adds a service with its translations', async () => {
    const res = await ctx.admin.send('POST', '/api/services', newService);
    expect(res.statusCode).toBe(201);
    const saved = body<{ id: number; translations: { fr: { title: string } } }>(res);
    expect(saved.translations.fr.title).toBe('Gestion de la paie');
    id = saved.id;
    expect(body(await ctx.admin.get(`/api/services/${id}`))).toMatchObject({ title: 'Payroll outsourcing' });
  });

  it('refuses a service without title or description, naming the fields', async () => {
    const res = await ctx.admin.send('POST', '/api/services', { title: ' ', details: 'x' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      error: { fields: { title: 'validation.required', description: 'validation.required' } },
    });
  });

  it('PUT /api/updateService saves, and answers 404 for an unknown id', async () => {
    const res = await ctx.admin.send('PUT', '/api/updateService', { ...newService, id, title: 'Payroll services' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ id, title: 'Payroll services' });
    const missing = await ctx.admin.send('PUT', '/api/updateService', { ...newService, id: 99999 });
    expect(missing.statusCode).toBe(404);
    const noId = await ctx.admin.send('PUT', '/api/updateService', newService);
    expect(noId.statusCode).toBe(400);
    expect(body<{ error: { fields: object } }>(noId).error.fields).toHaveProperty('id');
  });

  it('lists, searches and sorts services', async () => {
    const all = body<{ items: { title: string }[]; total: number }>(await ctx.admin.get('/api/services?size=100'));
    expect(all.total).toBe(EARLIER + 1);
    const found = body<{ items: { title: string }[] }>(await ctx.admin.get('/api/services?q=payroll'));
    expect(found.items.map((s) => s.title)).toEqual(['Payroll services']);
    const sorted = body<{ items: { title: string }[] }>(await ctx.admin.get('/api/services?sort=title:desc&size=100'));
    const titles = sorted.items.map((s) => s.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
    const bad = await ctx.admin.get('/api/services?sort=password:asc');
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ error: { fields: { sort: 'validation.invalid' } } });
  });

  it('DELETE /api/service/{id} deletes, then answers 404; a bad id is 400', async () => {
    expect((await ctx.admin.send('DELETE', `/api/service/${id}`)).statusCode).toBe(204);
    expect((await ctx.admin.get(`/api/services/${id}`)).statusCode).toBe(404);
    expect((await ctx.admin.send('DELETE', `/api/service/${id}`)).statusCode).toBe(404);
    expect((await ctx.admin.send('DELETE', '/api/service/abc')).statusCode).toBe(400);
  });

  it('writes every change to the audit log, newest first', async () => {
    await ctx.admin.send('POST', '/api/services', newService);
    await expect
      .poll(
        async () =>
          body<{ items: { action: string; userName: string }[] }>(await ctx.admin.get('/api/audit-log')).items[0],
      )
      .toMatchObject({ action: 'POST /api/services', userName: 'admin' });
    const log = body<{ items: { action: string; detail: { params: object } }[] }>(
      await ctx.admin.get('/api/audit-log?q=service&size=50'),
    );
    expect(log.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['DELETE /api/service/:id', 'PUT /api/updateService']),
    );
    expect(log.items.find((e) => e.action === 'DELETE /api/service/:id')?.detail.params).toEqual({ id });
    // A refused change is not a change.
    expect(log.items.filter((e) => e.action === 'DELETE /api/service/:id')).toHaveLength(1);
  });
});

describe('the legacy GET /api/addNewService', () => {
  it('does not exist unless LEGACY_CONTRACT=true', async () => {
    const res = await ctx.admin.get('/api/addNewService?title=a&description=b&details=c');
    expect(res.statusCode).toBe(404);
  });

  it('adds a service when turned on, and is audited', async () => {
    const legacy = await createTestApp({ LEGACY_CONTRACT: 'true' });
    try {
      const a = staff(legacy, await legacy.login());
      const res = await a.get('/api/addNewService?title=Legacy&description=Added%20by%20GET&details=');
      expect(res.statusCode).toBe(201);
      expect(body(await a.get('/api/services?q=Legacy'))).toMatchObject({ total: 1 });
      await expect
        .poll(async () => body<{ items: { action: string }[] }>(await a.get('/api/audit-log')).items[0]?.action)
        .toBe('GET /api/addNewService');
      expect((await a.get('/api/addNewService?title=&description=x')).statusCode).toBe(400);
    } finally {
      await legacy.close();
    }
  });
});
