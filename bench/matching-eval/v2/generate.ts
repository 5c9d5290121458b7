/**
 * The held-out matching evaluation set v2 (docs/decisions/0064, addendum "v2"): written after v1's figures showed
 * that v1 cannot test the 1.5x target, blind to the engine (its code and vocabulary were not read to write it) and
 * apart from v1's phrases (trades.ts is new). A Belgian recruitment and consulting firm's week: 21 trades, 5 jobs
 * each (each job in French, English or Dutch, junior/medior/senior), 12 people each spread evenly over the three
 * languages (so two thirds are not in a job's language), 7 of them published consultants; people of six trades no
 * job asks for, people with no CV, CVs in German and Spanish; two client talent requests per trade. Each person
 * and job is written by one of several "authors" (templates of their own headings, dates and spellings).
 * Labels exactly as v1's (generate.ts): a query's trade, grade 2 when the seniority is within one step, 1 when two.
 * Deterministic (seeded). `npx tsx bench/matching-eval/v2/generate.ts` writes eval-set.json beside it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import type { EvalJob, EvalPerson, EvalRequest, EvalSet } from '../generate.ts';
import { seeded, shuffled } from '../../lib/stats.ts';
import { labelsOf } from '../labels.ts';
import {
  EMPLOYERS,
  FIRST_NAMES,
  FOREIGN_CVS,
  LANGS,
  LAST_NAMES,
  OTHER_TRADES,
  PLACES,
  TRADES,
  type Lang,
  type Trade,
} from './trades.ts';

const rand = seeded(20261127);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const chance = (p: number) => rand() < p;
const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const shuffle = <T>(items: readonly T[]): T[] => shuffled(items, rand);
const pickSome = <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, n);

const NOW = 2026;

/** English's article before a title. */
const an = (title: string) => `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;

/** Years of experience for a seniority (0 junior, 1 medior, 2 senior). */
const yearsFor = (seniority: number) =>
  seniority === 0 ? between(0, 2) : seniority === 1 ? between(3, 6) : between(8, 18);

const SENIORITY_WORDS: Record<Lang, string[][]> = {
  fr: [
    ['junior', 'débutant', 'jeune diplômé'],
    ['confirmé', 'medior', 'avec expérience'],
    ['senior', 'expert', 'très expérimenté'],
  ],
  en: [
    ['junior', 'graduate', 'entry-level'],
    ['medior', 'mid-level', 'intermediate'],
    ['senior', 'seasoned', 'principal'],
  ],
  nl: [
    ['junior', 'starter', 'pas afgestudeerd'],
    ['medior', 'met ervaring', 'ervaren'],
    ['senior', 'zeer ervaren', 'expert'],
  ],
};

const LEVEL_FIELD = [
  ['JUNIOR', 'Junior', 'junior'],
  ['MEDIOR', 'Medior', 'Mid-level'],
  ['SENIOR', 'Senior', 'Expert'],
];

/** The experience field as the firm's forms fill it (a band), or as someone typed it, or left empty. */
const experienceField = (seniority: number, years: number, lang: Lang, typed = true): string => {
  const band = seniority === 0 ? '0-2' : seniority === 1 ? '2-5' : years >= 10 ? '10+' : '5-10';
  const y = Math.max(years, 1);
  const word = { fr: y > 1 ? 'ans' : 'an', en: y > 1 ? 'years' : 'year', nl: 'jaar' }[lang];
  return pick([band, band, typed ? `${y} ${word}` : band, '']);
};

const skillText = (trade: Trade, lang: Lang, n: number): string[] =>
  pickSome(trade.skills, n).map((s) => pick(s[lang]));

const titleWithLevel = (trade: Trade, lang: Lang, seniority: number, p = 0.5): string => {
  const title = pick(trade.titles[lang]);
  if (!chance(p)) return title;
  const word = pick(SENIORITY_WORDS[lang][seniority]!);
  if (word.includes(' ')) return `${title} (${word})`;
  return lang === 'fr' ? `${title} ${word}` : `${word[0]!.toUpperCase()}${word.slice(1)} ${title}`;
};

const LANGUAGE_NAMES: Record<Lang, Record<Lang, string>> = {
  fr: { fr: 'Français', en: 'Anglais', nl: 'Néerlandais' },
  en: { fr: 'French', en: 'English', nl: 'Dutch' },
  nl: { fr: 'Frans', en: 'Engels', nl: 'Nederlands' },
};
const NATIVE: Record<Lang, string[]> = {
  fr: ['langue maternelle', 'natif'],
  en: ['native', 'mother tongue'],
  nl: ['moedertaal'],
};
const LEVELS: Record<Lang, string[]> = {
  fr: ['B2', 'C1', 'bonnes connaissances', 'notions', 'courant'],
  en: ['B2', 'C1', 'fluent', 'good working knowledge', 'basic'],
  nl: ['B2', 'C1', 'vlot', 'goede kennis', 'basiskennis'],
};

/** A person's own language comes first; a Belgian CV usually lists the other two. */
const languagesLine = (writeIn: Lang, own: Lang): string => {
  const names = LANGUAGE_NAMES[writeIn];
  const others = LANGS.filter((l) => l !== own && (l === 'en' || chance(0.8)));
  return [
    `${names[own]} (${pick(NATIVE[writeIn])})`,
    ...others.map((l) => `${names[l]} (${pick(LEVELS[writeIn])})`),
  ].join(pick([', ', '; ', ' – ']));
};

interface Heading {
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  present: string;
}

/** Each author's headings, per language. */
const HEADINGS: Record<Lang, Heading[]> = {
  fr: [
    {
      profile: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      present: 'aujourd’hui',
    },
    {
      profile: 'À PROPOS DE MOI',
      experience: 'PARCOURS',
      education: 'ÉTUDES',
      skills: 'COMPÉTENCES TECHNIQUES',
      languages: 'LANGUES',
      present: 'à ce jour',
    },
    {
      profile: 'Résumé',
      experience: 'Expériences',
      education: 'Diplômes',
      skills: 'Outils et savoir-faire',
      languages: 'Connaissances linguistiques',
      present: 'actuellement',
    },
  ],
  en: [
    {
      profile: 'Profile',
      experience: 'Work experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
      present: 'present',
    },
    {
      profile: 'SUMMARY',
      experience: 'EMPLOYMENT HISTORY',
      education: 'EDUCATION AND TRAINING',
      skills: 'KEY SKILLS',
      languages: 'LANGUAGES',
      present: 'now',
    },
    {
      profile: 'About me',
      experience: 'Experience',
      education: 'Qualifications',
      skills: 'Tools & skills',
      languages: 'Languages spoken',
      present: 'to date',
    },
  ],
  nl: [
    {
      profile: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      languages: 'Talen',
      present: 'heden',
    },
    {
      profile: 'OVER MIJ',
      experience: 'LOOPBAAN',
      education: 'OPLEIDINGEN',
      skills: 'TECHNISCHE KENNIS',
      languages: 'TALENKENNIS',
      present: 'nu',
    },
    {
      profile: 'Samenvatting',
      experience: 'Ervaring',
      education: 'Diploma’s',
      skills: 'Competenties',
      languages: 'Talen',
      present: 'vandaag',
    },
  ],
};

const MONTHS: Record<Lang, string[]> = {
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
};

/** A date as an author writes it: 2019, 09/2019 or "sept. 2019". */
const dateAs = (style: number, lang: Lang, year: number, month: number) =>
  style === 0
    ? String(year)
    : style === 1
      ? `${String(month).padStart(2, '0')}/${year}`
      : `${MONTHS[lang][month - 1]} ${year}`;

const INTERNSHIP: Record<Lang, string> = { fr: 'Stage', en: 'Internship', nl: 'Stage' };
const AT: Record<Lang, string> = { fr: 'chez', en: 'at', nl: 'bij' };

/** The CV's own summary sentence, one of a few ways per language. */
const summary = (trade: Trade, lang: Lang, seniority: number, years: number, skills: string[]): string => {
  const title = pick(trade.titles[lang]);
  const level = pick(SENIORITY_WORDS[lang][seniority]!);
  const y = Math.max(years, 1);
  const [a, b] = [skills[0] ?? '', skills[1] ?? ''];
  const options: Record<Lang, string[]> = {
    fr: [
      `${title} ${level}, ${y} an${y > 1 ? 's' : ''} d’expérience, à l’aise avec ${a} et ${b}.`,
      `Après ${y} année${y > 1 ? 's' : ''} comme ${title}, je cherche un nouveau défi où mettre à profit ma maîtrise de ${a}.`,
      `Profil ${level} : ${title}. Points forts : ${a}, ${b}, rigueur et esprit d’équipe.`,
    ],
    en: [
      `${level[0]!.toUpperCase()}${level.slice(1)} ${title} with ${y} year${y > 1 ? 's' : ''} of experience in ${a} and ${b}.`,
      `I have worked as ${an(title)} for ${y} year${y > 1 ? 's' : ''} and I am looking for my next role, ideally using ${a}.`,
      `Hands-on ${title} (${level}); strong in ${a}, ${b} and working with people.`,
    ],
    nl: [
      `${level[0]!.toUpperCase()}${level.slice(1)} ${title} met ${y} jaar ervaring in ${a} en ${b}.`,
      `Ik werk al ${y} jaar als ${title} en zoek een nieuwe uitdaging waarin ik mijn kennis van ${a} kan inzetten.`,
      `${title} (${level}), sterk in ${a} en ${b}, teamspeler.`,
    ],
  };
  return pick(options[lang]);
};

/** A CV written by one of three authors in the person's language. */
function writeCv(
  trade: Trade,
  lang: Lang,
  seniority: number,
  years: number,
  first: string,
  last: string,
  place: string,
): string {
  const author = between(0, 2);
  const h = HEADINGS[lang][author]!;
  const skills = skillText(trade, lang, between(4, 7));
  const employers = EMPLOYERS[trade.sector];
  const lines: string[] = [];
  if (author === 1)
    lines.push(`${first.toUpperCase()} ${last.toUpperCase()}`, pick(trade.titles[lang]).toUpperCase(), place);
  else
    lines.push(
      `${first} ${last}`,
      `${pick(trade.titles[lang])} – ${place}`,
      `${first.toLowerCase()}.${last.toLowerCase().replace(/\W/g, '')}@mail.be`,
    );
  lines.push('', h.profile, summary(trade, lang, seniority, years, skills), '', h.experience);
  // Jobs from now back: a junior's one, a medior's two, a senior's three, over the career's years.
  const steps = seniority === 0 ? 1 : seniority === 1 ? 2 : 3;
  const cuts = [
    0,
    ...Array.from({ length: steps - 1 }, () => between(1, Math.max(1, years - 1))).sort((a, b) => a - b),
    years,
  ];
  let end: number | null = null;
  for (let i = 0; i < steps; i++) {
    const start = NOW - cuts[i + 1]!;
    const from = dateAs(author, lang, start, between(1, 12));
    const to = end === null ? h.present : dateAs(author, lang, end, between(1, 12));
    const title = i === steps - 1 && seniority === 2 ? titleWithLevel(trade, lang, 0, 0.6) : pick(trade.titles[lang]);
    const employer = pick(employers);
    if (author === 2) lines.push(`${from} – ${to} : ${title} ${AT[lang]} ${employer}`);
    else lines.push(`${from} - ${to}   ${title}, ${employer} (${pick(PLACES)[lang]})`);
    for (const duty of pickSome(trade.duties[lang], between(1, 3)))
      lines.push(author === 1 ? `• ${duty}` : `- ${duty}`);
    end = start;
  }
  if (seniority === 0) {
    const year = (end ?? NOW) - 1;
    lines.push(
      `${dateAs(author, lang, year, 2)} - ${dateAs(author, lang, year, 6)}   ${INTERNSHIP[lang]} – ${pick(employers)}`,
    );
    lines.push(`- ${pick(trade.duties[lang])}`);
  }
  lines.push('', h.education, `${(end ?? NOW) - between(0, 1)}  ${pick(trade.study[lang])}`);
  lines.push('', h.skills);
  if (author === 1) for (const s of skills) lines.push(`• ${s}`);
  else lines.push(skills.map((s) => (author === 2 ? s.toLowerCase() : s)).join(author === 2 ? ' / ' : ', '));
  lines.push('', h.languages, languagesLine(lang, lang));
  return lines.join('\n');
}

/** The offer: an office job's (remote days) or a field job's (shifts, no remote work). */
const OFFER: Record<Lang, [string[], string[]]> = {
  fr: [
    [
      'Un CDI à temps plein, un salaire attractif, des chèques-repas, une assurance groupe et 32 jours de congé.',
      'Un contrat à durée indéterminée, une voiture de société, du télétravail deux jours par semaine et des formations.',
    ],
    [
      'Un CDI, un salaire selon la commission paritaire, des primes d’équipe, des chèques-repas et des formations.',
      'Un contrat fixe après une période d’intérim, des horaires stables et une prime de fin d’année.',
    ],
  ],
  en: [
    [
      'A permanent full-time contract, a competitive salary, meal vouchers, group insurance and 32 days off.',
      'An open-ended contract, a company car, two days of remote work a week and a training budget.',
    ],
    [
      'A permanent contract, pay according to the joint committee, shift allowances, meal vouchers and training.',
      'A temp-to-perm contract, stable hours and an end-of-year bonus.',
    ],
  ],
  nl: [
    [
      'Een voltijds contract van onbepaalde duur, een marktconform loon, maaltijdcheques, groepsverzekering en 32 vakantiedagen.',
      'Een vast contract, een bedrijfswagen, twee dagen thuiswerk per week en opleidingsbudget.',
    ],
    [
      'Een vast contract, een loon volgens het paritair comité, ploegenpremies, maaltijdcheques en opleidingen.',
      'Interim met vooruitzicht op vast, stabiele uren en een eindejaarspremie.',
    ],
  ],
};

const YEARS_ASKED: Record<Lang, string[]> = {
  fr: [
    'Vous sortez des études ou avez une première expérience (stage, job étudiant).',
    'Vous avez 3 à 5 ans d’expérience dans une fonction similaire.',
    'Vous justifiez d’au moins 8 ans d’expérience, dont une partie à un poste de référent.',
  ],
  en: [
    'You are a recent graduate or have up to two years of experience.',
    'You have three to five years of experience in a similar role.',
    'You bring at least eight years of experience and have coached others.',
  ],
  nl: [
    'Je bent pas afgestudeerd of hebt een eerste ervaring (stage, studentenjob).',
    'Je hebt 3 tot 5 jaar ervaring in een gelijkaardige functie.',
    'Je hebt minstens 8 jaar ervaring en coacht graag collega’s.',
  ],
};

/** A job ad written by one of the firm's consultants in the job's language. */
function writeJob(
  trade: Trade,
  lang: Lang,
  seniority: number,
  client: string,
  place: string,
): { title: string; text: string; skills: string[] } {
  const title = titleWithLevel(trade, lang, seniority, 0.55);
  const skills = skillText(trade, lang, between(4, 6));
  const [must, plus] = [skills.slice(0, -1), skills.at(-1)!];
  const duties = pickSome(trade.duties[lang], 3);
  const field = ['industry', 'construction', 'logistics', 'health'].includes(trade.sector) ? 1 : 0;
  const other = lang === 'fr' ? 'néerlandais' : 'Frans';
  const parts: Record<Lang, () => string[]> = {
    fr: () => [
      pick([
        `Pour notre client ${client}, situé à ${place}, nous recherchons un(e) ${title}.`,
        `${client} renforce son équipe à ${place} et cherche un(e) ${title}.`,
        `Vous êtes ${title} et cherchez un employeur stable ? Notre client ${client} (région de ${place}) vous attend.`,
      ]),
      '',
      pick(['Vos missions', 'Votre fonction', 'Description du poste']),
      ...duties.map((d) => `- ${d}`),
      '',
      pick(['Votre profil', 'Ce que nous attendons de vous']),
      `- ${YEARS_ASKED.fr[seniority]}`,
      `- Vous maîtrisez ${must.join(', ')}.`,
      `- ${plus} est un atout.`,
      `- Vous parlez français et avez une bonne connaissance du ${other}.`,
      '',
      pick(['Notre offre', 'Ce que nous offrons']),
      pick(OFFER.fr[field]),
    ],
    en: () => [
      pick([
        `Our client ${client}, based in ${place}, is hiring ${an(title)}.`,
        `${client} is growing its team in ${place} and is looking for ${an(title)}.`,
        `Join ${client} in ${place} as ${title}.`,
      ]),
      '',
      pick(['What you will do', 'The role', 'Your responsibilities']),
      ...duties.map((d) => `• ${d[0]!.toUpperCase()}${d.slice(1)}`),
      '',
      pick(['What we are looking for', 'Your profile', 'Requirements']),
      `• ${YEARS_ASKED.en[seniority]}`,
      `• Hands-on with ${must.join(', ')}.`,
      `• Nice to have: ${plus}.`,
      `• You speak English; Dutch or French is a plus.`,
      '',
      pick(['What we offer', 'The package']),
      pick(OFFER.en[field]),
    ],
    nl: () => [
      pick([
        `Voor onze klant ${client} in ${place} zoeken we een ${title}.`,
        `${client} breidt zijn team in ${place} uit en zoekt een ${title}.`,
        `Ben jij de ${title} die ${client} (regio ${place}) zoekt?`,
      ]),
      '',
      pick(['Jouw taken', 'Functieomschrijving', 'Wat ga je doen?']),
      ...duties.map((d) => `- ${d}`),
      '',
      pick(['Jouw profiel', 'Wie zoeken we?']),
      `- ${YEARS_ASKED.nl[seniority]}`,
      `- Je hebt kennis van ${must.join(', ')}.`,
      `- Ervaring met ${plus} is een pluspunt.`,
      `- Je spreekt vlot Nederlands en hebt een goede kennis van het ${other}.`,
      '',
      pick(['Ons aanbod', 'Wat bieden we?']),
      pick(OFFER.nl[field]),
    ],
  };
  return { title, text: parts[lang]().join('\n'), skills };
}

const AVAILABILITY: Record<Lang, string[]> = {
  fr: ['Immédiatement', 'Préavis d’un mois', 'Dans trois mois'],
  en: ['Immediately', 'One month notice', 'From next quarter'],
  nl: ['Onmiddellijk', 'Opzeg van een maand', 'Binnen drie maanden'],
};

const REQUEST_MESSAGE: Record<Lang, ((title: string, duty: string, place: string, months: number) => string)[]> = {
  fr: [
    (t, d, p, m) => `Nous cherchons un ${t} pour une mission de ${m} mois à ${p} : ${d}.`,
    (t, d, p) => `Besoin urgent d’un ${t} sur site à ${p}, principalement pour ${d}.`,
  ],
  en: [
    (t, d, p, m) => `We need ${an(t)} for ${m} months in ${p}; the work: ${d}.`,
    (t, d, p) => `Looking for ${an(t)} to start soon in ${p}. Main task: ${d}.`,
  ],
  nl: [
    (t, d, p, m) => `We zoeken een ${t} voor een opdracht van ${m} maanden in ${p}: ${d}.`,
    (t, d, p) => `Dringend een ${t} nodig in ${p}, vooral voor ${d}.`,
  ],
};

const personName = (lang: Lang | 'de' | 'es') => {
  const l: Lang = lang === 'de' || lang === 'es' ? 'en' : lang;
  return { firstName: pick(FIRST_NAMES[l]), lastName: pick(LAST_NAMES[l]) };
};

export function buildV2(): EvalSet {
  const jobs: EvalJob[] = [];
  const people: EvalPerson[] = [];
  const requests: EvalRequest[] = [];

  TRADES.forEach((trade, t) => {
    // Five jobs: one junior, two medior, two senior; their languages turn with the trade.
    [0, 1, 1, 2, 2].forEach((seniority, i) => {
      const lang = LANGS[(t + i) % 3]!;
      const place = pick(PLACES);
      const ad = writeJob(trade, lang, seniority, pick(EMPLOYERS[trade.sector]), place[lang]);
      jobs.push({
        key: `${trade.key}/job${i + 1}`,
        family: trade.key,
        lang,
        seniority,
        title: ad.title,
        descriptionFr: lang === 'fr' ? ad.text : '',
        descriptionEn: lang === 'en' ? ad.text : '',
        descriptionNl: lang === 'nl' ? ad.text : '',
        technicalSkills: ad.skills.join(pick([', ', '; ', ' - '])),
        experience: experienceField(seniority, [1, 4, 10][seniority]!, lang, false),
        seniorityLevel: chance(0.7) ? pick(LEVEL_FIELD[seniority]!) : '',
        region: place[lang],
      });
    });

    // Twelve people, four per language; seven published consultants.
    const langs = shuffle<Lang>(['fr', 'fr', 'fr', 'fr', 'en', 'en', 'en', 'en', 'nl', 'nl', 'nl', 'nl']);
    const roles: { via: EvalPerson['via']; seniority: number }[] = [
      ...[0, 1, 1, 1, 2, 2, 2].map((seniority) => ({ via: 'consultant' as const, seniority })),
      ...[0, 0, 1].map((seniority) => ({ via: 'spontaneous' as const, seniority })),
      ...[0, 2].map((seniority) => ({ via: 'pool' as const, seniority })),
    ];
    const noCvConsultant = between(0, 6);
    const noCvSpontaneous = between(7, 9);
    roles.forEach(({ via, seniority }, i) => {
      const lang = langs[i]!;
      const { firstName, lastName } = personName(lang);
      const place = pick(PLACES);
      const years = yearsFor(seniority);
      const hasCv = i !== noCvConsultant && i !== noCvSpontaneous;
      const cv = hasCv ? writeCv(trade, lang, seniority, years, firstName, lastName, place[lang]) : '';
      const person: EvalPerson = {
        key: `${trade.key}/p${i + 1}`,
        family: trade.key,
        lang,
        seniority,
        firstName,
        lastName,
        region: place[lang],
        cv,
        via,
        post: '',
      };
      if (via === 'consultant') {
        // The firm writes the published profile, often in another language than the consultant's CV.
        const pl = chance(0.4) ? lang : pick(LANGS);
        person.profile = {
          profileTitle: titleWithLevel(trade, pl, seniority, 0.4),
          technologies: skillText(trade, pl, between(3, 6)).join(', '),
          experience: experienceField(seniority, years, pl),
          seniorityLevel: chance(0.75) ? pick(LEVEL_FIELD[seniority]!) : '',
          languages: ['FR', 'NL', 'EN'].filter((l) => l.toLowerCase() === lang || chance(0.7)).join(', '),
          region: place[pl],
          description: summary(trade, pl, seniority, years, skillText(trade, pl, 2)),
          availability: pick(AVAILABILITY[pl]),
        };
      } else {
        // What the person typed as the post they want or applied for, in their own words.
        person.post = chance(0.3) ? titleWithLevel(trade, lang, seniority, 1) : pick(trade.titles[lang]);
      }
      people.push(person);
    });

    // Two client talent requests: a medior and a senior, in two languages.
    [1, 2].forEach((seniority, i) => {
      const lang = LANGS[(t + i * 2) % 3]!;
      const title = titleWithLevel(trade, lang, seniority, 0.7);
      requests.push({
        key: `${trade.key}/req${i + 1}`,
        family: trade.key,
        lang,
        seniority,
        jobTitle: title,
        skills: skillText(trade, lang, between(3, 4)).join(', '),
        clientMessage: pick(REQUEST_MESSAGE[lang])(
          title,
          pick(trade.duties[lang]),
          pick(PLACES)[lang],
          pick([3, 6, 9, 12]),
        ),
      });
    });
  });

  // Distractors: four people of each trade no job asks for, and the foreign-language CVs.
  OTHER_TRADES.forEach((trade) => {
    LANGS.concat(pick(LANGS)).forEach((lang, i) => {
      const { firstName, lastName } = personName(lang);
      const place = pick(PLACES);
      const seniority = between(0, 2);
      const noCv = i === 3;
      people.push({
        key: `other-${trade.key}/p${i + 1}`,
        family: null,
        lang,
        seniority,
        firstName,
        lastName,
        region: place[lang],
        cv: noCv ? '' : writeCv(trade, lang, seniority, yearsFor(seniority), firstName, lastName, place[lang]),
        via: i % 2 === 0 ? 'spontaneous' : 'pool',
        post: pick(trade.titles[lang]),
      });
    });
  });
  FOREIGN_CVS.forEach((f, i) => {
    people.push({
      key: `foreign/p${i + 1}`,
      family: null,
      lang: f.lang,
      seniority: 1,
      firstName: f.firstName,
      lastName: f.lastName,
      region: '',
      cv: f.cv,
      via: i % 2 === 0 ? 'pool' : 'spontaneous',
      post: '',
    });
  });

  // Labels: exactly v1's rules.
  return { jobs, people, requests, labels: labelsOf(jobs, people, requests) };
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('v2/generate.ts')) {
  const set = buildV2();
  const file = join(import.meta.dirname, 'eval-set.json');
  // Written as the repository's formatter would, so that format:check holds and a rerun changes nothing.
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(set), { ...options, filepath: file }));
  console.log(`${set.jobs.length} jobs, ${set.people.length} people, ${set.requests.length} requests`);
}
