import type {
  EmploymentType,
  ExperienceLevel,
  Industry,
  JobType,
  Localized,
  ManagerKey,
  Province,
  SeniorityLevel,
  WorkplaceType,
} from './demo-types.ts';

/**
 * What one demo job says in its own words: who the client is, what the work is, who fits. The rest of a job
 * description (where, how, which contract) is written once per language below and composed by
 * `describeJob`, so that each description reads as one natural paragraph of five sentences.
 */
interface JobStory {
  title: string;
  region: Province;
  type: JobType;
  workPlaceType: WorkplaceType;
  /** The client, as the object of "On behalf of …" / "Pour …" / "Voor …": "a private bank in Brussels". */
  client: Localized;
  /** One sentence: what the person will do. */
  mission: Localized;
  /** One sentence: the experience and qualities expected. */
  profile: Localized;
}

/** A demo job as written in the data files: its story plus the fields shown in lists and filters. */
export interface DemoRole extends JobStory {
  technicalSkills: string;
  industry: Industry;
  employmentType: EmploymentType;
  seniorityLevel: SeniorityLevel;
  experience: ExperienceLevel;
  rate: string;
  education: string;
  urgent?: boolean;
  /** The manager in charge when it is not the usual one of the desk (the file) the job is listed in. */
  manager?: ManagerKey;
  /** hidden: taken off the site (`displayJob` false); expired: its application deadline has passed. */
  closed?: 'hidden' | 'expired';
}

/** "in <province>" in each language, with the preposition each one uses. */
const IN_PROVINCE: Record<Province, Localized> = {
  Antwerpen: { en: 'in the province of Antwerp', fr: "en province d'Anvers", nl: 'in de provincie Antwerpen' },
  Brussels: { en: 'in Brussels', fr: 'à Bruxelles', nl: 'in Brussel' },
  Hainaut: { en: 'in Hainaut', fr: 'dans le Hainaut', nl: 'in Henegouwen' },
  Liège: { en: 'in the province of Liège', fr: 'en province de Liège', nl: 'in de provincie Luik' },
  Limburg: { en: 'in Limburg', fr: 'dans le Limbourg', nl: 'in Limburg' },
  Luxembourg: { en: 'in the province of Luxembourg', fr: 'en province de Luxembourg', nl: 'in de provincie Luxemburg' },
  Namur: { en: 'in the province of Namur', fr: 'en province de Namur', nl: 'in de provincie Namen' },
  'Oost-Vlaanderen': { en: 'in East Flanders', fr: 'en Flandre-Orientale', nl: 'in Oost-Vlaanderen' },
  'Vlaams-Brabant': { en: 'in Flemish Brabant', fr: 'en Brabant flamand', nl: 'in Vlaams-Brabant' },
  'Brabant wallon': { en: 'in Walloon Brabant', fr: 'en Brabant wallon', nl: 'in Waals-Brabant' },
  'West-Vlaanderen': { en: 'in West Flanders', fr: 'en Flandre-Occidentale', nl: 'in West-Vlaanderen' },
};

type Phrase = (where: string) => string;

const WORKPLACE: Record<WorkplaceType, { en: Phrase; fr: Phrase; nl: Phrase }> = {
  HYBRID: {
    en: (where) => `The role is hybrid: part of the week at the office ${where}, the rest from home.`,
    fr: (where) => `Le poste est hybride : une partie de la semaine au bureau ${where}, le reste en télétravail.`,
    nl: (where) => `Je werkt hybride: een deel van de week op kantoor ${where}, de rest van thuis uit.`,
  },
  ON_SITE: {
    en: (where) => `The work is carried out on site ${where}.`,
    fr: (where) => `Le travail s'effectue sur site ${where}.`,
    nl: (where) => `Je werkt ter plaatse ${where}.`,
  },
  REMOTE: {
    en: (where) => `The role is fully remote, with an occasional team day ${where}.`,
    fr: (where) => `Le poste est entièrement à distance, avec une journée d'équipe occasionnelle ${where}.`,
    nl: (where) => `De functie is volledig remote, met af en toe een teamdag ${where}.`,
  },
};

const CONTRACT: Record<JobType, Localized> = {
  CDI: {
    en: 'We offer a permanent contract with a competitive salary package, including meal vouchers, hospitalisation insurance and a company car or mobility budget.',
    fr: 'Nous offrons un contrat à durée indéterminée et un package salarial attractif, avec chèques-repas, assurance hospitalisation et voiture de société ou budget mobilité.',
    nl: 'We bieden een contract van onbepaalde duur met een aantrekkelijk loonpakket, inclusief maaltijdcheques, hospitalisatieverzekering en een bedrijfswagen of mobiliteitsbudget.',
  },
  CDD: {
    en: 'This is a twelve-month fixed-term contract, with a real chance of extension.',
    fr: "Il s'agit d'un contrat à durée déterminée de douze mois, avec de réelles perspectives de prolongation.",
    nl: 'Het gaat om een contract van bepaalde duur van twaalf maanden, met een reële kans op verlenging.',
  },
  FREELANCE: {
    en: 'This is a freelance assignment of at least six months, with a good chance of extension.',
    fr: "Il s'agit d'une mission freelance d'au moins six mois, avec de bonnes chances de prolongation.",
    nl: 'Het gaat om een freelance opdracht van minstens zes maanden, met een goede kans op verlenging.',
  },
  INTERIM: {
    en: 'You start on an interim contract through Northwind Talent, with a view to a permanent position with the client.',
    fr: "Vous démarrez sous contrat intérimaire via Northwind Talent, en vue d'un engagement fixe chez le client.",
    nl: 'Je start met een interimcontract via Northwind Talent, met het oog op een vaste aanstelling bij de klant.',
  },
  INTERNSHIP: {
    en: 'This is a six-month paid internship with close coaching from an experienced colleague.',
    fr: "Il s'agit d'un stage rémunéré de six mois, avec un accompagnement étroit par un collègue expérimenté.",
    nl: 'Het gaat om een betaalde stage van zes maanden, met nauwe begeleiding door een ervaren collega.',
  },
};

/** "a" or "an" before an English job title ("an Automation Engineer", "an SAP FICO Consultant"). */
function article(title: string): string {
  return /^([AEIOU]|SAP\b|SOC\b)/.test(title) ? 'an' : 'a';
}

/** The description of a job in the three languages. */
export function describeJob(story: JobStory): { descriptionEn: string; descriptionFr: string; descriptionsNl: string } {
  const where = IN_PROVINCE[story.region];
  const workplace = WORKPLACE[story.workPlaceType];
  const contract = CONTRACT[story.type];
  const { client, mission, profile, title } = story;
  return {
    descriptionEn: [
      `On behalf of ${client.en}, Northwind Talent is looking for ${article(title)} ${title}.`,
      mission.en,
      profile.en,
      workplace.en(where.en),
      contract.en,
    ].join(' '),
    descriptionFr: [
      `Pour ${client.fr}, Northwind Talent recherche un ${title} (h/f/x).`,
      mission.fr,
      profile.fr,
      workplace.fr(where.fr),
      contract.fr,
    ].join(' '),
    descriptionsNl: [
      `Voor ${client.nl} zoekt Northwind Talent een ${title} (m/v/x).`,
      mission.nl,
      profile.nl,
      workplace.nl(where.nl),
      contract.nl,
    ].join(' '),
  };
}
