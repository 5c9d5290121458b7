import { describe, expect, it } from 'vitest';
import { adminTestApp, body, managerToken, staff } from '../../../../tests/helpers/admin.ts';
import { createManager } from '../../../../tests/helpers/factories.ts';

const ctx = adminTestApp();

const newManager = {
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie.curie@northwind.example.com',
  address: 'Rue de la Loi 1, 1000 Brussels',
  phone: '+32470999999',
  jobTitle: 'Talent Manager',
  showOnSite: true,
  displayOrder: 4,
};

describe('managers', () => {
  let id: number;

  it('POST /api/postManager adds one; GET /api/manager/{id} reads it', async () => {
    const res = await ctx.admin.send('POST', '/api/postManager', newManager);
    expect(res.statusCode).toBe(201);
    id = body<{ id: number }>(res).id;
    expect(body(await ctx.admin.get(`/api/manager/${id}`))).toMatchObject({ id, ...newManager });
    expect((await ctx.admin.get('/api/manager/9999')).statusCode).toBe(404);
  });

  it('refuses a manager without name or with a bad e-mail', async () => {
    const res = await ctx.admin.send('POST', '/api/postManager', { ...newManager, lastName: '', email: 'marie@' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      error: { fields: { lastName: 'validation.required', email: 'validation.emailDomain' } },
    });
  });

  it('POST /api/updateManager saves; 404 for an unknown id', async () => {
    const res = await ctx.admin.send('POST', '/api/updateManager', {
      ...newManager,
      id,
      jobTitle: 'Senior Talent Manager',
    });
    expect(body(res)).toMatchObject({ id, jobTitle: 'Senior Talent Manager' });
    expect((await ctx.admin.send('POST', '/api/updateManager', { ...newManager, id: 9999 })).statusCode).toBe(404);
    expect(body(await ctx.admin.get('/api/managers?q=curie'))).toMatchObject({ total: 1 });
  });

  it('a MANAGER edits their own manager record only, and cannot add or delete managers', async () => {
    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, 'marie', id));
    const own = await manager.send('POST', '/api/updateManager', { ...newManager, id, phone: '+32470111111' });
    expect(own.statusCode).toBe(200);
    const colleague = await createManager(ctx.t.app);
    const other = await manager.send('POST', '/api/updateManager', { ...newManager, id: colleague.id });
    expect(other.statusCode).toBe(403);
    expect((await manager.send('POST', '/api/postManager', newManager)).statusCode).toBe(403);
    expect((await manager.send('DELETE', `/api/delete/manager/${id}`)).statusCode).toBe(403);
    expect((await manager.get('/api/managers')).statusCode).toBe(200);
  });

  it('DELETE /api/delete/manager/{id} deletes; a linked account stays, without the link', async () => {
    // Jobs and profiles are handed over first: see manager-delete.test.ts.
    expect((await ctx.admin.send('DELETE', `/api/delete/manager/${id}`)).statusCode).toBe(204);
    expect((await ctx.admin.send('DELETE', `/api/delete/manager/${id}`)).statusCode).toBe(404);
    const users = body<{ items: { userName: string; idManager: number | null }[] }>(await ctx.admin.get('/api/users'));
    expect(users.items.find((u) => u.userName === 'marie')).toMatchObject({ idManager: null });
  });
});
