import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createService } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import type { Service } from '../../../shared/schemas/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Out of order on purpose: the list sorts them.
  await createService(t.app, { title: 'Payroll', displayOrder: 2 });
  await createService(t.app, {
    title: 'IT Consulting',
    details: 'Senior consultants for your projects. '.repeat(5),
    translations: { fr: { title: 'Consultance IT' } },
    displayOrder: 1,
  });
  await createService(t.app, { title: 'Recruitment', displayOrder: 3 });
  await createManager(t.app, { firstName: 'Sophie', displayOrder: 1 });
  await createManager(t.app, { firstName: 'Nadia', displayOrder: 3 });
  await createManager(t.app, { firstName: 'Pieter', displayOrder: 2 });
  await createManager(t.app, { firstName: 'Hidden', showOnSite: false });
});
afterAll(() => t.close());

describe('GET /public/api/services', () => {
  it('lists the services in their order, with their French and Dutch texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/api/services' });
    expect(res.statusCode).toBe(200);
    const services = res.json<Service[]>();
    expect(services).toHaveLength(3);
    expect(services[0]).toMatchObject({ title: 'IT Consulting', translations: { fr: { title: 'Consultance IT' } } });
    expect(services.map((s) => s.displayOrder)).toEqual([...services.map((s) => s.displayOrder)].sort((a, b) => a - b));
  });
});

describe('GET /api/forClients/{id}', () => {
  it('answers one service without a token, 404 for an unknown one, 400 for a bad id', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/public/api/services' })).json<Service[]>();
    const res = await t.app.inject({ method: 'GET', url: `/api/forClients/${first!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, title: first!.title, details: first!.details });
    expect(first!.details.length).toBeGreaterThan(100);
    expect((await t.app.inject({ method: 'GET', url: '/api/forClients/99999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/forClients/x' })).statusCode).toBe(400);
  });
});

describe('GET /public/api/managers', () => {
  it('answers the champion team with public fields only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/api/managers' });
    expect(res.statusCode).toBe(200);
    const team = res.json<Record<string, unknown>[]>();
    expect(team.map((m) => m.firstName)).toEqual(['Sophie', 'Pieter', 'Nadia']);
    // The photo (docs/decisions/0060) is public: null without one, the team shows initials.
    for (const m of team) expect(Object.keys(m).sort()).toEqual(['firstName', 'id', 'jobTitle', 'lastName', 'photo']);
    expect(res.body).not.toContain('@');
  });
});
