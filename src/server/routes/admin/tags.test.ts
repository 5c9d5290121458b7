import { describe, expect, it } from 'vitest';
import { adminTestApp, body, managerToken, staff } from '../../../../tests/helpers/admin.ts';
import { createJob, createJobApplication, createPerson, newMarker } from '../../../../tests/helpers/factories.ts';
import type { SearchResult } from '../../../shared/schemas/search.ts';
import type { ApplicationMarks, PersonMarks, Tag, TagWithUse } from '../../../shared/schemas/tags.ts';
import { loadApplicationMarks } from '../../tags/application-marks.ts';

/** Tags and ratings (issue 28, item 4; decision 0054). */
const ctx = adminTestApp();

type Fields = { error: { code: string; fields?: Record<string, string> } };

async function newTag(name = `tag-${newMarker()}`, color = 'blue') {
  const res = await ctx.admin.send('POST', '/api/tags', { name, color });
  expect(res.statusCode, res.body).toBe(201);
  return body<Tag>(res);
}

describe('tags', () => {
  it('are kept by an ADMIN (add, rename, recolour, delete); a MANAGER reads them and gets 403 for the rest', async () => {
    const tag = await newTag('Java senior', 'blue');
    expect(tag).toMatchObject({ name: 'Java senior', color: 'blue' });
    // A name is unique whatever its case; a colour is one of the palette; a name is required.
    const twice = await ctx.admin.send('POST', '/api/tags', { name: 'JAVA SENIOR', color: 'red' });
    expect(twice.statusCode).toBe(409);
    expect(body<Fields>(twice).error.fields).toEqual({ name: 'validation.tagTaken' });
    const badColour = await ctx.admin.send('POST', '/api/tags', { name: 'x', color: '#ff0000' });
    expect(badColour.statusCode).toBe(400);
    expect(body<Fields>(badColour).error.fields).toHaveProperty('color');
    expect(
      body<Fields>(await ctx.admin.send('POST', '/api/tags', { name: '', color: 'red' })).error.fields,
    ).toHaveProperty('name');

    const renamed = await ctx.admin.send('PATCH', `/api/tags/${tag.id}`, { name: 'Java', color: 'teal' });
    expect(body<Tag>(renamed)).toEqual({ id: tag.id, name: 'Java', color: 'teal' });

    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, `tags.${newMarker()}`));
    const listed = await manager.get('/api/tags');
    expect(listed.statusCode).toBe(200);
    expect(body<TagWithUse[]>(listed).find((t) => t.id === tag.id)).toMatchObject({ name: 'Java', applications: 0 });
    expect((await manager.send('POST', '/api/tags', { name: 'm', color: 'red' })).statusCode).toBe(403);
    expect((await manager.send('PATCH', `/api/tags/${tag.id}`, { name: 'm' })).statusCode).toBe(403);
    expect((await manager.send('DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(403);

    // Deleted: it leaves the records that carried it.
    const application = await createJobApplication(ctx.t.app);
    await ctx.admin.send('PUT', `/api/job-applications/${application.id}/tags`, { tagIds: [tag.id] });
    expect((await ctx.admin.send('DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await ctx.admin.send('DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await loadApplicationMarks(ctx.t.app.db, [application.id])).get(application.id)).toEqual({
      rating: null,
      tags: [],
    });
  });

  it('are applied by any staff member to applications and people', async () => {
    const [a, b] = [await newTag(`a-${newMarker()}`, 'red'), await newTag(`b-${newMarker()}`, 'green')];
    const application = await createJobApplication(ctx.t.app);
    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, `apply.${newMarker()}`));
    const res = await manager.send('PUT', `/api/job-applications/${application.id}/tags`, {
      tagIds: [b.id, a.id, a.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<ApplicationMarks>(res).tags.map((t) => t.id)).toEqual([a.id, b.id]);
    // All of them: a PUT replaces.
    const only = await manager.send('PUT', `/api/job-applications/${application.id}/tags`, { tagIds: [b.id] });
    expect(body<ApplicationMarks>(only).tags).toEqual([b]);
    const unknown = await manager.send('PUT', `/api/job-applications/${application.id}/tags`, { tagIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(body<Fields>(unknown).error.fields).toEqual({ tagIds: 'validation.unknownTag' });
    expect(body<ApplicationMarks>(await manager.get(`/api/job-applications/${application.id}/marks`)).tags).toEqual([
      b,
    ]);
    expect((await manager.send('PUT', '/api/job-applications/999999/tags', { tagIds: [] })).statusCode).toBe(404);

    const person = await createPerson(ctx.t.app);
    const onPerson = await manager.send('PUT', `/api/people/${person.id}/tags`, { tagIds: [a.id] });
    expect(onPerson.statusCode, onPerson.body).toBe(200);
    expect(body<PersonMarks>(onPerson).tags).toEqual([a]);
    // The application's person sees their application's marks on their page.
    const marks = body<PersonMarks>(await ctx.admin.get(`/api/people/${application.personId}/marks`));
    expect(marks.applications).toEqual([{ id: application.id, tags: [b], rating: null, ratingCount: 0 }]);
  });

  it('of a merged person go to the person kept', async () => {
    const [tag, other] = [await newTag(), await newTag()];
    const [kept, gone] = [await createPerson(ctx.t.app), await createPerson(ctx.t.app)];
    await ctx.admin.send('PUT', `/api/people/${kept.id}/tags`, { tagIds: [other.id] });
    await ctx.admin.send('PUT', `/api/people/${gone.id}/tags`, { tagIds: [tag.id, other.id] });
    const merged = await ctx.admin.send('POST', `/api/people/${kept.id}/merge`, { from: gone.id });
    expect(merged.statusCode, merged.body).toBe(200);
    const marks = body<PersonMarks>(await ctx.admin.get(`/api/people/${kept.id}/marks`));
    expect(marks.tags.map((t) => t.id).sort((p, q) => p - q)).toEqual([tag.id, other.id].sort((p, q) => p - q));
  });

  it('rate an application 1-5 per staff member: the average, each changes or removes their own', async () => {
    const application = await createJobApplication(ctx.t.app);
    const url = `/api/job-applications/${application.id}/rating`;
    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, `rate.${newMarker()}`));
    expect(body<ApplicationMarks>(await ctx.admin.send('PUT', url, { rating: 5 }))).toMatchObject({
      rating: 5,
      ratingCount: 1,
      myRating: 5,
    });
    expect(body<ApplicationMarks>(await manager.send('PUT', url, { rating: 2 }))).toMatchObject({
      rating: 3.5,
      ratingCount: 2,
      myRating: 2,
    });
    // The manager changes theirs: still one rating each.
    expect(body<ApplicationMarks>(await manager.send('PUT', url, { rating: 4 }))).toMatchObject({
      rating: 4.5,
      ratingCount: 2,
    });
    expect((await loadApplicationMarks(ctx.t.app.db, [application.id])).get(application.id)?.rating).toBe(4.5);
    for (const rating of [0, 6, 2.5, '3']) {
      const bad = await manager.send('PUT', url, { rating });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(body<Fields>(bad).error.fields).toHaveProperty('rating');
    }
    // The admin removes theirs.
    expect(body<ApplicationMarks>(await ctx.admin.send('PUT', url, { rating: null }))).toMatchObject({
      rating: 4,
      ratingCount: 1,
      myRating: null,
    });
  });

  it('loadApplicationMarks answers every id asked, in two queries', async () => {
    const tag = await newTag();
    const [x, y] = [await createJobApplication(ctx.t.app), await createJobApplication(ctx.t.app)];
    await ctx.admin.send('PUT', `/api/job-applications/${x.id}/tags`, { tagIds: [tag.id] });
    await ctx.admin.send('PUT', `/api/job-applications/${x.id}/rating`, { rating: 3 });
    const marks = await loadApplicationMarks(ctx.t.app.db, [x.id, y.id, 999_999]);
    expect(marks.get(x.id)).toEqual({ rating: 3, tags: [tag] });
    expect(marks.get(y.id)).toEqual({ rating: null, tags: [] });
    expect(marks.get(999_999)).toEqual({ rating: null, tags: [] });
    expect((await loadApplicationMarks(ctx.t.app.db, [])).size).toBe(0);
  });

  it('filter the job applications list (tag, minimum average rating) and the search (tag)', async () => {
    const marker = newMarker();
    const tag = await newTag();
    const personTag = await newTag();
    const job = (await createJob(ctx.t.app, `job-${marker}`)).id;
    const [good, fair, none] = [
      await createJobApplication(ctx.t.app, { jobId: job, lastName: `${marker}good`, message: `Motivation ${marker}` }),
      await createJobApplication(ctx.t.app, { jobId: job, lastName: `${marker}fair`, message: `Motivation ${marker}` }),
      await createJobApplication(ctx.t.app, { jobId: job, lastName: `${marker}none`, message: `Motivation ${marker}` }),
    ];
    await ctx.admin.send('PUT', `/api/job-applications/${good.id}/tags`, { tagIds: [tag.id] });
    await ctx.admin.send('PUT', `/api/job-applications/${fair.id}/tags`, { tagIds: [tag.id] });
    await ctx.admin.send('PUT', `/api/job-applications/${good.id}/rating`, { rating: 5 });
    await ctx.admin.send('PUT', `/api/job-applications/${fair.id}/rating`, { rating: 3 });
    await ctx.admin.send('PUT', `/api/people/${none.personId}/tags`, { tagIds: [personTag.id] });

    const ids = async (query: string) => {
      const res = await ctx.admin.get(`/api/job-applications?q=${marker}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return body<{ items: { id: number }[] }>(res)
        .items.map((i) => i.id)
        .sort((p, q) => p - q);
    };
    expect(await ids(`tag=${tag.id}`)).toEqual([good.id, fair.id].sort((p, q) => p - q));
    expect(await ids('rating=4')).toEqual([good.id]);
    expect(await ids(`tag=${tag.id}&rating=3`)).toEqual([good.id, fair.id].sort((p, q) => p - q));
    expect(await ids(`tag=${personTag.id}`)).toEqual([]);
    const badRating = await ctx.admin.get('/api/job-applications?rating=6');
    expect(body<Fields>(badRating).error.fields).toHaveProperty('rating');
    // Lists with no tags refuse the filter, naming it.
    const contacts = await ctx.admin.get(`/api/contacts?tag=${tag.id}`);
    expect(contacts.statusCode).toBe(400);
    expect(body<Fields>(contacts).error.fields).toEqual({ tag: 'validation.invalid' });
    // The export reads the same filters.
    const csv = await ctx.admin.get(`/api/job-applications/export?q=${marker}&rating=4`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${marker}good`);
    expect(csv.body).not.toContain(`${marker}fair`);

    // The search: a person's own tag, or one on their applications.
    const found = async (tagId: number) =>
      body<SearchResult>(await ctx.admin.get(`/api/search?q=${marker}&tag=${tagId}`))
        .items.map((i) => i.personId)
        .sort((p, q) => p - q);
    expect(body<SearchResult>(await ctx.admin.get(`/api/search?q=${marker}`)).items).toHaveLength(3);
    expect(await found(tag.id)).toEqual([good.personId, fair.personId].sort((p, q) => p - q));
    expect(await found(personTag.id)).toEqual([none.personId]);
  });
});
