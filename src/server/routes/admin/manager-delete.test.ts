import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import { createJob, createManager, createProfile, newMarker } from '../../../../tests/helpers/factories.ts';

const ctx = adminTestApp();

type Items = { items: { id: number; manager?: number | null; managerId?: number | null }[] };
const ofManager = async (path: string, field: 'manager' | 'managerId', id: number) =>
  body<Items>(await ctx.admin.get(`${path}?size=100`))
    .items.filter((r) => r[field] === id)
    .map((r) => r.id);

/** `leaving` has two jobs and a profile; `taking` has a job of their own. */
const managers = { leaving: 0, taking: 0 };
beforeAll(async () => {
  const { app } = ctx.t;
  managers.leaving = (await createManager(app)).id;
  managers.taking = (await createManager(app)).id;
  await createJob(app, newMarker(), { managerId: managers.leaving });
  await createJob(app, newMarker(), { managerId: managers.leaving });
  await createProfile(app, newMarker(), { managerId: managers.leaving });
  await createJob(app, newMarker(), { managerId: managers.taking });
});

describe('deleting a manager', () => {
  it('tells how many jobs, profiles and accounts are theirs', async () => {
    const counts = body<{ jobs: number; profiles: number; users: number }>(
      await ctx.admin.get(`/api/managers/${managers.leaving}/records`),
    );
    expect(counts).toEqual({ jobs: 2, profiles: 1, users: 0 });
    expect(counts.jobs).toBe((await ofManager('/api/jobs', 'manager', managers.leaving)).length);
    expect(counts.profiles).toBe((await ofManager('/api/profiles', 'managerId', managers.leaving)).length);
    expect((await ctx.admin.get('/api/managers/9999/records')).statusCode).toBe(404);
  });

  it('is refused while they have jobs or profiles and nobody takes them over', async () => {
    const id = managers.leaving;
    const res = await ctx.admin.send('DELETE', `/api/delete/manager/${id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ error: { fields: { handTo: 'validation.managerHasRecords' } } });
    expect((await ctx.admin.get(`/api/manager/${id}`)).statusCode).toBe(200);
    expect(body(await ctx.admin.send('DELETE', `/api/delete/manager/${id}?handTo=${id}`))).toMatchObject({
      error: { fields: { handTo: 'validation.handToSelf' } },
    });
    expect(body(await ctx.admin.send('DELETE', `/api/delete/manager/${id}?handTo=9999`))).toMatchObject({
      error: { fields: { handTo: 'validation.unknownManager' } },
    });
    expect((await ctx.admin.send('DELETE', `/api/delete/manager/${id}?handTo=abc`)).statusCode).toBe(400);
    expect((await ofManager('/api/jobs', 'manager', id)).length).toBe(2);
  });

  it('hands their jobs and profiles to another manager, in the same step', async () => {
    const { leaving, taking } = managers;
    const jobs = await ofManager('/api/jobs', 'manager', leaving);
    const profiles = await ofManager('/api/profiles', 'managerId', leaving);
    const before = {
      jobs: await ofManager('/api/jobs', 'manager', taking),
      profiles: await ofManager('/api/profiles', 'managerId', taking),
    };
    expect(before.jobs).toHaveLength(1);
    expect((await ctx.admin.send('DELETE', `/api/delete/manager/${leaving}?handTo=${taking}`)).statusCode).toBe(204);
    expect((await ctx.admin.get(`/api/manager/${leaving}`)).statusCode).toBe(404);
    expect((await ofManager('/api/jobs', 'manager', taking)).sort()).toEqual([...before.jobs, ...jobs].sort());
    expect((await ofManager('/api/profiles', 'managerId', taking)).sort()).toEqual(
      [...before.profiles, ...profiles].sort(),
    );
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
