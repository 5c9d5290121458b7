import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, staff } from '../../../../tests/helpers/admin.ts';
import { createManager } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the language of my mails (user menu)', () => {
  it('a MANAGER reads and sets their own, and only their own; a wrong one is refused on its field', async () => {
    const admin = staff(t, await t.login());
    const manager = await createManager(t.app);
    const created = await admin.send('POST', '/api/user/add', {
      userName: 'lena',
      password: 'lena-password-1',
      role: 'MANAGER',
      idManager: manager.id,
    });
    expect(created.statusCode).toBe(201);
    const lena = staff(t, await t.login('lena', 'lena-password-1'));
    expect(body(await lena.get('/api/me/language'))).toEqual({ language: null });
    const set = await lena.send('PUT', '/api/me/language', { language: 'nl' });
    expect(set.statusCode).toBe(200);
    expect(body(await lena.get('/api/me/language'))).toEqual({ language: 'nl' });
    const [row] = await t.app.db.select().from(users).where(eq(users.userName, 'lena'));
    expect(row!.language).toBe('nl');
    // The admin's own setting did not move.
    expect(body(await admin.get('/api/me/language'))).toEqual({ language: null });
    const wrong = await lena.send('PUT', '/api/me/language', { language: 'de' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ error: { fields: { language: 'validation.invalid' } } });
    expect(body(await lena.send('PUT', '/api/me/language', { language: null }))).toEqual({ language: null });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/language' });
    expect(anonymous.statusCode).toBe(401);
  });
});
