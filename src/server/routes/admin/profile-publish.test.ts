import { describe, expect, it } from 'vitest';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';

const ctx = adminTestApp();

const consultant = {
  firstName: 'Grace',
  lastName: 'Hopper',
  profileTitle: 'COBOL Architect',
  displayedFirstName: '',
  displayedLastName: '  ',
  display: true,
};

describe('publishing a profile', () => {
  it('needs the displayed names, so that the public card is never blank', async () => {
    const refused = await ctx.admin.form('POST', '/api/postProfile', { name: 'profile', value: consultant });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      error: {
        fields: {
          displayedFirstName: 'validation.requiredToPublish',
          displayedLastName: 'validation.requiredToPublish',
        },
      },
    });
    // Unpublished, it may wait for its displayed names.
    const hidden = await ctx.admin.form('POST', '/api/postProfile', {
      name: 'profile',
      value: { ...consultant, display: false },
    });
    expect(hidden.statusCode).toBe(201);
    const { id } = body<{ id: number }>(hidden);
    const publish = (extra: object) =>
      ctx.admin.form('PUT', '/api/profile', { name: 'profile', value: { ...consultant, id, ...extra } });
    expect(body(await publish({ displayedFirstName: 'Grace' }))).toMatchObject({
      error: { fields: { displayedLastName: 'validation.requiredToPublish' } },
    });
    const published = await publish({ displayedFirstName: 'Grace', displayedLastName: 'H.' });
    expect(published.statusCode).toBe(200);
    const page = body<{ items: { displayedFirstName: string }[] }>(
      await ctx.t.app.inject({ method: 'GET', url: '/public/api/profiles?keyword=COBOL' }),
    );
    expect(page.items.map((p) => p.displayedFirstName)).toEqual(['Grace']);
  });
});
