/**
 * Writes the matching evaluation set (bench/matching-eval/eval-set.json, issue 32 item 6): 80 jobs, 220 people
 * (CV texts, consultant profiles, applications) and 20 client talent requests in French, English and Dutch, with
 * the labels a recruiter would give (grade 2: would call; 1: might call; absent: would not). Deterministic (seeded),
 * so the file only changes when this script does. Run: `npx tsx bench/matching-eval/generate.ts`.
 *
 * Labels come from what the generator knows (the trade and the seniority it wrote the text for), never from
 * the matching vocabulary: the texts are drawn from families.ts, written apart from it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FAMILIES,
  FOURTH_LANGUAGE_CVS,
  OTHER_TRADES,
  REGIONS,
  SENIORITY_WORDS,
  type Family,
  type Lang,
} from './families.ts';
import { seeded, shuffled } from '../lib/stats.ts';
import { labelsOf } from './labels.ts';

export interface EvalJob {
  key: string;
  family: string;
  lang: Lang;
  seniority: number;
  title: string;
  descriptionFr: string;
  descriptionEn: string;
  descriptionNl: string;
  technicalSkills: string;
  experience: string;
  seniorityLevel: string;
  region: string;
}

export interface EvalPerson {
  key: string;
  family: string | null;
  lang: Lang | 'de' | 'es';
  seniority: number;
  firstName: string;
  lastName: string;
  region: string;
  /** The CV's text, as the extraction would give it. */
  cv: string;
  /** A published consultant profile. */
  profile?: {
    profileTitle: string;
    technologies: string;
    experience: string;
    seniorityLevel: string;
    languages: string;
    region: string;
    description: string;
    availability: string;
  };
  /** How the person came: a consultant (profile), a spontaneous application, or a past job application with pool consent. */
  via: 'consultant' | 'spontaneous' | 'pool';
  post: string;
}

export interface EvalRequest {
  key: string;
  family: string;
  lang: Lang;
  seniority: number;
  jobTitle: string;
  skills: string;
  clientMessage: string;
}

export interface EvalSet {
  jobs: EvalJob[];
  people: EvalPerson[];
  requests: EvalRequest[];
  labels: {
    peopleForJob: Record<string, Record<string, number>>;
    jobsForPerson: Record<string, Record<string, number>>;
    profilesForRequest: Record<string, Record<string, number>>;
  };
}

const rand = seeded(32);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const shuffle = <T>(items: readonly T[]): T[] => shuffled(items, rand);
const some = <T>(items: readonly T[], min: number, max: number): T[] =>
  shuffle(items).slice(0, min + Math.floor(rand() * (max - min + 1)));
const skillIn = (family: Family, lang: Lang, count: [number, number]) =>
  some(family.skills, count[0], count[1]).map((s) => pick(s[lang]));
const list = (items: string[], lang: Lang) => {
  if (items.length < 2) return items.join('');
  const and = { fr: ' et ', en: ' and ', nl: ' en ' }[lang];
  return items.slice(0, -1).join(', ') + and + items.at(-1)!;
};

const FIRST = [
  'Sarah',
  'Thomas',
  'Lotte',
  'Mehdi',
  'Julie',
  'Pieter',
  'Amina',
  'Lucas',
  'Eline',
  'Nicolas',
  'Fatima',
  'Jonas',
  'Camille',
  'Wout',
  'Inès',
  'Bram',
  'Chloé',
  'Yusuf',
  'Marie',
  'Arne',
  'Léa',
  'Sven',
  'Nora',
  'Maxime',
  'Hanne',
  'Olivier',
  'Sofie',
  'Karim',
  'Elise',
  'Ruben',
];
const LAST = [
  'Dubois',
  'Peeters',
  'Janssens',
  'Lambert',
  'Maes',
  'El Amrani',
  'Dupont',
  'Claes',
  'Wouters',
  'Martin',
  'Goossens',
  'Leroy',
  'Mertens',
  'Renard',
  'Vermeulen',
  'Benali',
  'De Smet',
  'Simon',
  'Jacobs',
  'Lefèvre',
  'Willems',
  'Laurent',
  'Hermans',
  'Yilmaz',
  'Michiels',
  'Dumont',
  'Aerts',
  'Gilles',
  'Van Damme',
  'Collard',
];

const YEARS = [
  [1, 2],
  [3, 6],
  [8, 15],
] as const;
const yearsFor = (seniority: number) => {
  const [lo, hi] = YEARS[seniority]!;
  return lo + Math.floor(rand() * (hi - lo + 1));
};

const LANGUAGE_LINES: Record<Lang, string[]> = {
  fr: [
    'Français (langue maternelle), néerlandais (bonne connaissance), anglais (courant)',
    'Français : natif · Anglais : courant · Néerlandais : notions',
    'Langues : français, anglais, néerlandais (B2)',
  ],
  en: [
    'English (fluent), French (native), Dutch (intermediate)',
    'Languages: Dutch (native), English (fluent), French (good)',
    'English, French and Dutch',
  ],
  nl: [
    'Nederlands (moedertaal), Frans (goed), Engels (vloeiend)',
    'Talen: Nederlands, Engels, Frans (basis)',
    'Nederlands: moedertaal – Engels: zeer goed – Frans: goed',
  ],
};

const DEGREES: Record<Lang, string[]> = {
  fr: [
    'Bachelier en informatique de gestion',
    'Master en sciences économiques',
    'Bachelier en comptabilité',
    'CESS, formation IFAPME',
    'Master ingénieur industriel',
    'Bachelier en ressources humaines',
  ],
  en: [
    'BSc Computer Science',
    'MSc Business Economics',
    'Bachelor in Accountancy',
    'Vocational training',
    'MSc Industrial Engineering',
    'Bachelor in Human Resources',
  ],
  nl: [
    'Professionele bachelor toegepaste informatica',
    'Master handelswetenschappen',
    'Bachelor accountancy-fiscaliteit',
    'TSO elektromechanica',
    'Master industriële wetenschappen',
    'Bachelor bedrijfsmanagement',
  ],
};

function cvText(p: { first: string; last: string; lang: Lang; family: Family; seniority: number; region: string }): {
  text: string;
  title: string;
  skills: string[];
} {
  const { lang, family, seniority } = p;
  const title = pick(family.titles[lang]);
  const years = yearsFor(seniority);
  const skills = skillIn(family, lang, [3, 6]);
  const bullets = skills.map((s) =>
    pick(
      {
        fr: [
          `Mise en œuvre de ${s} dans ${pick(family.work.fr)}`,
          `Utilisation quotidienne de ${s}`,
          `Responsable de ${s} au sein de l’équipe`,
          `${s} : conception et suivi`,
        ],
        en: [
          `Used ${s} for ${pick(family.work.en)}`,
          `Day-to-day work with ${s}`,
          `Owned ${s} for the team`,
          `${s}: design and follow-up`,
        ],
        nl: [
          `Inzet van ${s} voor ${pick(family.work.nl)}`,
          `Dagelijks werken met ${s}`,
          `Verantwoordelijk voor ${s} binnen het team`,
          `${s}: ontwerp en opvolging`,
        ],
      }[lang],
    ),
  );
  const start = 2026 - years;
  const head = {
    fr: ['Profil', 'À propos de moi', 'Résumé'],
    en: ['Profile', 'About me', 'Summary'],
    nl: ['Profiel', 'Over mij', 'Samenvatting'],
  }[lang];
  const summary = {
    fr: `${pick(['Professionnel', 'Profil'])} ${pick(SENIORITY_WORDS.fr[seniority]!)} avec ${years} ans d’expérience dans ${pick(family.work.fr)}. Je cherche un nouveau défi dans la région de ${p.region}.`,
    en: `${pick(SENIORITY_WORDS.en[seniority]!)} professional with ${years} years of experience in ${pick(family.work.en)}. Looking for a new challenge around ${p.region}.`,
    nl: `${pick(SENIORITY_WORDS.nl[seniority]!)} profiel met ${years} jaar ervaring in ${pick(family.work.nl)}. Op zoek naar een nieuwe uitdaging in de regio ${p.region}.`,
  }[lang];
  const experienceHead = { fr: 'Expérience professionnelle', en: 'Work experience', nl: 'Werkervaring' }[lang];
  const now = { fr: 'aujourd’hui', en: 'present', nl: 'heden' }[lang];
  const jobs: string[] = [];
  const split = Math.max(1, Math.floor(bullets.length / 2));
  jobs.push(`${Math.max(start, 2026 - 4)} – ${now}   ${title} – ${pick(family.employers)}`);
  jobs.push(...bullets.slice(0, split).map((b) => `• ${b}`));
  if (years > 3) {
    jobs.push(`${start} – ${Math.max(start, 2026 - 4)}   ${pick(family.titles[lang])} – ${pick(family.employers)}`);
    jobs.push(...bullets.slice(split).map((b) => `• ${b}`));
  } else {
    jobs.push(...bullets.slice(split).map((b) => `• ${b}`));
  }
  const skillsHead = { fr: 'Compétences', en: 'Skills', nl: 'Vaardigheden' }[lang];
  const extra = skillIn(family, lang, [1, 2]);
  const text = [
    `${p.first} ${p.last}`,
    rand() < 0.7 ? title : '',
    `${p.region} · ${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/\s/g, '')}@example.be`,
    '',
    pick(head),
    summary,
    '',
    experienceHead,
    ...jobs,
    '',
    { fr: 'Formation', en: 'Education', nl: 'Opleiding' }[lang],
    pick(DEGREES[lang]),
    '',
    skillsHead,
    [...new Set([...extra, ...skills.slice(0, 2)])].join(' · '),
    '',
    { fr: 'Langues', en: 'Languages', nl: 'Talen' }[lang],
    pick(LANGUAGE_LINES[lang]),
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
  return { text, title, skills: [...new Set([...skills, ...extra])] };
}

function jobText(family: Family, lang: Lang, seniority: number, region: string) {
  const title = pick(family.titles[lang]);
  const word = pick(SENIORITY_WORDS[lang][seniority]!);
  const must = skillIn(family, lang, [2, 3]);
  const nice = skillIn(family, lang, [1, 2]).filter((s) => !must.includes(s));
  const years = seniority === 0 ? '0-2' : seniority === 1 ? '3-5' : '8+';
  const client = pick([
    'une banque',
    'un groupe industriel',
    'une administration publique',
    'un acteur de la distribution',
    'une scale-up',
  ]);
  const text = {
    fr: `Pour notre client, ${client} situé à ${region}, nous recherchons un(e) ${title} ${word}. Vous rejoignez une équipe chargée de ${pick(family.work.fr)}. Votre profil : ${years} ans d’expérience, une bonne maîtrise de ${list(must, 'fr')}${nice.length ? `; une connaissance de ${list(nice, 'fr')} est un atout` : ''}. Vous êtes rigoureux, autonome et à l’aise en équipe. Nous offrons un contrat à durée indéterminée, des chèques-repas, une assurance hospitalisation et 32 jours de congé.`,
    en: `Our client, ${pick(['a bank', 'an industrial group', 'a public body', 'a retailer', 'a scale-up'])} based in ${region}, is looking for a ${word} ${title}. You join a team working on ${pick(family.work.en)}. What you bring: ${years} years of experience, solid knowledge of ${list(must, 'en')}${nice.length ? `; ${list(nice, 'en')} is a plus` : ''}. You are thorough, independent and a team player. We offer a permanent contract, meal vouchers, hospital insurance and 32 days off.`,
    nl: `Voor onze klant, ${pick(['een bank', 'een industriële groep', 'een overheidsdienst', 'een retailer', 'een scale-up'])} in ${region}, zoeken we een ${word} ${title}. Je komt terecht in een team dat werkt aan ${pick(family.work.nl)}. Jouw profiel: ${years} jaar ervaring, een goede kennis van ${list(must, 'nl')}${nice.length ? `; kennis van ${list(nice, 'nl')} is een plus` : ''}. Je bent nauwkeurig, zelfstandig en een teamspeler. Wij bieden een contract van onbepaalde duur, maaltijdcheques, een hospitalisatieverzekering en 32 vakantiedagen.`,
  }[lang];
  return { title, text, skills: rand() < 0.75 ? must.join(', ') : '', years };
}

function build(): EvalSet {
  const jobs: EvalJob[] = [];
  const people: EvalPerson[] = [];
  const requests: EvalRequest[] = [];
  let n = 0;
  const name = () => ({
    first: FIRST[n % FIRST.length]!,
    last: LAST[(n * 7 + Math.floor(n / FIRST.length)) % LAST.length]!,
  });

  for (const family of FAMILIES) {
    const jobLangs: Lang[] = shuffle(['fr', 'nl', 'en', pick(['fr', 'nl'] as Lang[])]);
    jobLangs.forEach((lang, i) => {
      const seniority = [0, 1, 2, 1][i]!;
      const region = pick(REGIONS[lang]);
      const j = jobText(family, lang, seniority, region);
      jobs.push({
        key: `${family.key}/job${i + 1}`,
        family: family.key,
        lang,
        seniority,
        title: j.title,
        descriptionFr: lang === 'fr' ? j.text : '',
        descriptionEn: lang === 'en' ? j.text : '',
        descriptionNl: lang === 'nl' ? j.text : '',
        technicalSkills: j.skills,
        experience: rand() < 0.6 ? { fr: `${j.years} ans`, en: `${j.years} years`, nl: `${j.years} jaar` }[lang] : '',
        seniorityLevel: rand() < 0.6 ? ['Junior', 'Medior', 'Senior'][seniority]! : '',
        region,
      });
    });

    for (let i = 0; i < 10; i++, n++) {
      const lang: Lang = pick(['fr', 'fr', 'nl', 'nl', 'en'] as Lang[]);
      const seniority = i % 3;
      const region = pick(REGIONS[lang]);
      const { first, last } = name();
      const cv = cvText({ first, last, lang, family, seniority, region });
      const consultant = i < 5;
      const person: EvalPerson = {
        key: `${family.key}/p${i + 1}`,
        family: family.key,
        lang,
        seniority,
        firstName: first,
        lastName: last,
        region,
        // A consultant's profile is sometimes all there is: no CV uploaded.
        cv: consultant && i % 2 === 0 ? '' : cv.text,
        via: consultant ? 'consultant' : i < 8 ? 'spontaneous' : 'pool',
        post: consultant ? '' : rand() < 0.6 ? cv.title : '',
      };
      if (consultant) {
        const plang: Lang = rand() < 0.5 ? lang : pick(['fr', 'nl', 'en'] as Lang[]);
        const desc = {
          fr: `${pick(SENIORITY_WORDS.fr[seniority]!)}, ${yearsFor(seniority)} ans d’expérience dans ${pick(family.work.fr)}.`,
          en: `${pick(SENIORITY_WORDS.en[seniority]!)}, ${yearsFor(seniority)} years of experience in ${pick(family.work.en)}.`,
          nl: `${pick(SENIORITY_WORDS.nl[seniority]!)}, ${yearsFor(seniority)} jaar ervaring in ${pick(family.work.nl)}.`,
        }[plang];
        person.profile = {
          profileTitle: pick(family.titles[plang]),
          technologies: skillIn(family, plang, [3, 5]).join(', '),
          experience: {
            fr: `${yearsFor(seniority)} ans`,
            en: `${yearsFor(seniority)} years`,
            nl: `${yearsFor(seniority)} jaar`,
          }[plang],
          seniorityLevel: ['Junior', 'Medior', 'Senior'][seniority]!,
          languages: pick(['FR, NL, EN', 'NL, EN', 'FR, EN', 'FR']),
          region,
          description: desc,
          availability: pick(['Immediately', 'In one month', '']),
        };
      }
      people.push(person);
    }

    const rlang: Lang = pick(['fr', 'nl', 'en'] as Lang[]);
    const rsen = Math.floor(rand() * 3);
    requests.push({
      key: `${family.key}/request`,
      family: family.key,
      lang: rlang,
      seniority: rsen,
      jobTitle: `${pick(family.titles[rlang])} ${pick(SENIORITY_WORDS[rlang][rsen]!)}`,
      skills: skillIn(family, rlang, [2, 4]).join(', '),
      clientMessage: {
        fr: `Nous cherchons rapidement quelqu’un pour ${pick(family.work.fr)}, mission de six mois renouvelable.`,
        en: `We need someone soon for ${pick(family.work.en)}, a six-month assignment that may be extended.`,
        nl: `We zoeken snel iemand voor ${pick(family.work.nl)}, opdracht van zes maanden, verlengbaar.`,
      }[rlang],
    });
  }

  OTHER_TRADES.forEach((trade, i) => {
    const { first, last } = name();
    n++;
    people.push({
      key: `other/p${i + 1}`,
      family: null,
      lang: trade.lang,
      seniority: 1,
      firstName: first,
      lastName: last,
      region: pick(REGIONS[trade.lang]),
      cv: [
        `${first} ${last}`,
        trade.title,
        '',
        ...trade.lines.map((l) => `• ${l}`),
        '',
        pick(LANGUAGE_LINES[trade.lang]),
      ].join('\n'),
      via: 'spontaneous',
      post: trade.title,
    });
  });
  FOURTH_LANGUAGE_CVS.forEach((cv, i) => {
    const { first, last } = name();
    n++;
    people.push({
      key: `fourth/p${i + 1}`,
      family: null,
      lang: i === 0 ? 'de' : 'es',
      seniority: 1,
      firstName: first,
      lastName: last,
      region: '',
      cv,
      via: 'pool',
      post: '',
    });
  });

  return { jobs, people, requests, labels: labelsOf(jobs, people, requests) };
}

const set = build();
writeFileSync(join(import.meta.dirname, 'eval-set.json'), JSON.stringify(set, null, 1) + '\n');
console.log(`${set.jobs.length} jobs, ${set.people.length} people, ${set.requests.length} requests`);
