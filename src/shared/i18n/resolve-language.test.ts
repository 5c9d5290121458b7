import { describe, expect, it } from 'vitest';
import { acceptedLanguage, resolveLanguage, supportedLanguage } from './resolve-language.ts';

describe('resolveLanguage', () => {
  it('takes ?lang= first, then the stored choice, then the browser, then en', () => {
    expect(resolveLanguage({ query: 'nl', stored: 'fr', accepted: 'en' })).toBe('nl');
    expect(resolveLanguage({ query: 'xx', stored: 'fr', accepted: 'nl' })).toBe('fr');
    expect(resolveLanguage({ stored: 'de', accepted: 'de-DE, nl;q=0.8' })).toBe('nl');
    expect(resolveLanguage({ accepted: 'de, es' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('weighs Accept-Language by q-value, then by order', () => {
    expect(acceptedLanguage('fr;q=0.5, en;q=0.9')).toBe('en');
    expect(acceptedLanguage('fr-BE,fr;q=0.9,en;q=0.5')).toBe('fr');
    expect(acceptedLanguage('nl, fr')).toBe('nl');
    expect(acceptedLanguage('fr;q=0, nl;q=0.1')).toBe('nl');
    expect(acceptedLanguage('*')).toBeUndefined();
    expect(acceptedLanguage('')).toBeUndefined();
  });

  it('reads a browser list (navigator.languages) in its order', () => {
    expect(acceptedLanguage(['de-CH', 'nl-BE', 'fr'])).toBe('nl');
    expect(acceptedLanguage([])).toBeUndefined();
  });

  it('knows a language by its primary tag, whatever its case, and nothing else', () => {
    expect(supportedLanguage('FR')).toBe('fr');
    expect(supportedLanguage(' nl-be ')).toBe('nl');
    expect(supportedLanguage('english')).toBeUndefined();
    expect(supportedLanguage(['fr'])).toBeUndefined();
    expect(supportedLanguage(undefined)).toBeUndefined();
  });
});
