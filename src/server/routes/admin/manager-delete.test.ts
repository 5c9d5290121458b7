import { describe, expect, it } from 'vitest';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';

const ctx = adminTestApp();

type Items = { items: { id: number; manager?: number | null; managerId?: number | null }[] };
const ofManager = async (path: string, field: 'manager' | 'managerId', id: number) =>
  body<Items>(await ctx.admin.get(`${path}?size=100`))
    .items.filter((r) => r[field] === id)
    .map((r) => r.id);

describe('deleting a manager', () => {
  it('tells how many jobs, profiles and accounts are theirs', async () => {
    const counts = body<{ jobs: number; profiles: number; users: number }>(
      await ctx.admin.get('/api/managers/3/records'),
    );
    expect(counts.jobs).toBe((await ofManager('/api/jobs', 'manager', 3)).length);
    expect(counts.profiles).toBe((await ofManager('/api/profiles', 'managerId', 3)).length);
    expect(counts.jobs + counts.profiles).toBeGreaterThan(0);
    expect((await ctx.admin.get('/api/managers/9999/records')).statusCode).toBe(404);
  });

  it('is refused while they have jobs or profiles and nobody takes them over', async () => {
    const res = await ctx.admin.send('DELETE', '/api/delete/manager/3');
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ error: { fields: { handTo: 'validation.managerHasRecords' } } });
    expect((await ctx.admin.get('/api/manager/3')).statusCode).toBe(200);
    expect(body(await ctx.admin.send('DELETE', '/api/delete/manager/3?handTo=3'))).toMatchObject({
      error: { fields: { handTo: 'validation.handToSelf' } },
    });
    expect(body(await ctx.admin.send('DELETE', '/api/delete/manager/3?handTo=9999'))).toMatchObject({
      error: { fields: { handTo: 'validation.unknownManager' } },
    });
    expect((await ctx.admin.send('DELETE', '/api/delete/manager/3?handTo=abc')).statusCode).toBe(400);
    expect((await ofManager('/api/jobs', 'manager', 3)).length).toBeGreaterThan(0);
  });

  it('hands their jobs and profiles to another manager, in the same step', async () => {
    const jobs = await ofManager('/api/jobs', 'manager', 3);
    const profiles = await ofManager('/api/profiles', 'managerId', 3);
    const before = {
      jobs: await ofManager('/api/jobs', 'manager', 2),
      profiles: await ofManager('/api/profiles', 'managerId', 2),
    };
    expect((await ctx.admin.send('DELETE', '/api/delete/manager/3?handTo=2')).statusCode).toBe(204);
    expect((await ctx.admin.get('/api/manager/3')).statusCode).toBe(404);
    expect((await ofManager('/api/jobs', 'manager', 2)).sort()).toEqual([...before.jobs, ...jobs].sort());
    expect((await ofManager('/api/profiles', 'managerId', 2)).sort()).toEqual([...before.profiles, ...profiles].sort());
  });

  it('goes at once when they have nothing to hand over', async () => {
    const res = await ctx.admin.send('POST', '/api/postManager', {
      firstName: 'Temp',
      lastName: 'Orary',
      email: 'temp.orary@example.com',
    });
    const { id } = body<{ id: number }>(res);
    expect(body(await ctx.admin.get(`/api/managers/${id}/records`))).toEqual({ jobs: 0, profiles: 0, users: 0 });
    expect((await ctx.admin.send('DELETE', `/api/delete/manager/${id}`)).statusCode).toBe(204);
  });
});
