import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../shared/i18n/en/matching.json';
import fr from '../../../../shared/i18n/fr/matching.json';
import nl from '../../../../shared/i18n/nl/matching.json';
import type { PersonMatch } from '../../../../shared/schemas/matching.ts';
import { MatchCard, MatchList } from './MatchCard.tsx';

function html(lang: 'en' | 'fr' | 'nl', node: React.ReactNode): string {
  const i18n = createInstance();
  void i18n.init({
    lng: lang,
    resources: { [lang]: { translation: { ...{ en, fr, nl }[lang] } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );
}

const match: PersonMatch = {
  personId: 7,
  name: 'Anna Peeters',
  score: 0.734,
  reasons: [
    { kind: 'skills-matched', text: 'Java, Spring' },
    { kind: 'languages', text: 'Speaks Dutch and French' },
  ],
  matchedSkills: ['Java', 'Spring'],
  missingSkills: ['Kubernetes'],
};

describe('a suggestion (issue 32)', () => {
  it('shows its fit, its reasons and its matched and missing skills as named lists', () => {
    const out = html('en', <MatchCard title="Anna Peeters" match={match} actions={<button>Add</button>} />);
    expect(out).toContain('Fit 73%');
    expect(out).toContain('Speaks Dutch and French');
    expect(out).toMatch(/aria-label="Matched skills"[^]*Java[^]*Spring/);
    expect(out).toMatch(/aria-label="Missing skills"[^]*Kubernetes/);
    expect(out).toContain('<button>Add</button>');
  });

  it('says why the list is empty, in the page language', () => {
    const out = html('fr', <MatchList count={0} empty={fr.matching.job.empty} why={fr.matching.job.emptyWhy} />);
    expect(out).toContain('Personne dans la réserve ne correspond encore.');
    expect(out).toContain('data-testid="matches-empty"');
    expect(html('nl', <MatchCard title="x" match={match} />)).toContain('Ontbrekende vaardigheden');
  });
});

describe("matching's texts", () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
      : [prefix.slice(0, -1)];
  it('have the same keys in French, English and Dutch, each translated', () => {
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(nl)).toEqual(keys(en));
    expect(fr.matching.job.add).not.toBe(en.matching.job.add);
    expect(nl.matching.job.add).not.toBe(en.matching.job.add);
  });
});
