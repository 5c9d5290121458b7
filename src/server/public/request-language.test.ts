import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../client/lib/page-language.ts';
import { requestLanguage } from './request-language.ts';

/** The server's reading of a request and the client's reading of the page it loads (issue 14: one rule). */
function bothSides(sources: { lang?: string; stored?: string; accepted: string }) {
  const request = {
    query: sources.lang ? { lang: sources.lang } : {},
    cookies: sources.stored ? { lang: sources.stored } : {},
    headers: { 'accept-language': sources.accepted },
  } as unknown as FastifyRequest;
  return {
    server: requestLanguage(request),
    client: pageLanguage({
      search: sources.lang ? `?lang=${sources.lang}` : '',
      stored: sources.stored ?? null,
      languages: sources.accepted,
    }),
  };
}

describe('the client and the server resolve the same language', () => {
  it('weighs the browser preference by q-value on both sides', () => {
    expect(bothSides({ accepted: 'fr;q=0.5, en;q=0.9' })).toEqual({ server: 'en', client: 'en' });
  });

  it('takes ?lang=, then the stored choice, then the browser, then en, on both sides', () => {
    expect(bothSides({ lang: 'nl', stored: 'fr', accepted: 'en' })).toEqual({ server: 'nl', client: 'nl' });
    expect(bothSides({ lang: 'xx', stored: 'fr', accepted: 'nl' })).toEqual({ server: 'fr', client: 'fr' });
    expect(bothSides({ stored: 'de', accepted: 'de-DE, nl-BE;q=0.8' })).toEqual({ server: 'nl', client: 'nl' });
    expect(bothSides({ accepted: 'de, es' })).toEqual({ server: 'en', client: 'en' });
  });
});
