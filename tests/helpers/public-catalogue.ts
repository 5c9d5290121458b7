import type { App } from '../../src/server/app.ts';
import { createJob, createManager, createProfile, createService, newMarker } from './factories.ts';

/**
 * A small catalogue of the public site's own (issue 27 item 6), for the browser tests of the public pages: managers
 * on the site, two services in three languages, twelve open jobs (more than a page of ten; three about Java, one of
 * them urgent and freelance), four published consultants and one candidate not published. The tests assert on what
 * this answers (names, titles, counts), never on the demo seed's content.
 */

/** What published profiles show instead of the consultant's own e-mail and phone. */
export const FIRM_CONTACT = { email: 'talents@firm.example.com', phone: '+3225550199' } as const;

type JobOverrides = Parameters<typeof createJob>[2];

/** The open jobs besides the Java ones: titles, regions and contracts spread as a firm's are. */
const OTHER_JOBS: NonNullable<JobOverrides>[] = [
  { title: 'Cloud Architect (Azure)', region: 'Brussels', type: 'CDI' },
  { title: 'Financial Controller', region: 'Antwerpen', type: 'CDI', industry: 'FINANCE' },
  { title: 'HR Business Partner', region: 'Liège', type: 'CDD' },
  { title: 'Project Manager', region: 'Namur', type: 'FREELANCE' },
  { title: 'Electrical Engineer', region: 'Hainaut', type: 'CDI' },
  { title: 'Scrum Master', region: 'Brussels', type: 'FREELANCE' },
  { title: 'Network Administrator', region: 'Limburg', type: 'CDI' },
  { title: 'UX Designer', region: 'Oost-Vlaanderen', type: 'CDD' },
  { title: 'Payroll Officer', region: 'Vlaams-Brabant', type: 'CDI' },
];

/** The catalogue, made through the factories; every call makes a new one (its e-mails carry fresh markers). */
export async function createPublicCatalogue(app: Pick<App, 'db'>) {
  const lead = await createManager(app, {
    firstName: 'Ines',
    lastName: 'Verhaegen',
    jobTitle: 'Head of Cloud Consulting',
    showOnSite: true,
    displayOrder: 1,
  });
  const recruiter = await createManager(app, {
    firstName: 'Marc',
    lastName: 'Delvaux',
    jobTitle: 'Recruitment Lead',
    showOnSite: true,
    displayOrder: 2,
  });

  const consultingTexts = {
    en: { title: 'Cloud Consulting', description: 'Cloud engineers who join your teams for a project.' },
    fr: {
      title: 'Conseil cloud',
      description: 'Des ingénieurs cloud qui rejoignent vos équipes le temps d’un projet.',
    },
    nl: { title: 'Cloudadvies', description: 'Cloudingenieurs die uw teams versterken voor een project.' },
  };
  const consulting = await createService(app, {
    ...consultingTexts.en,
    details: 'Each engineer is followed by a manager of ours, who visits your team every month.',
    translations: {
      fr: {
        ...consultingTexts.fr,
        details: 'Chaque ingénieur est suivi par un de nos managers, qui passe chaque mois.',
      },
      nl: { ...consultingTexts.nl, details: 'Elke ingenieur wordt opgevolgd door een van onze managers, elke maand.' },
    },
    displayOrder: 1,
  });
  const search = await createService(app, {
    title: 'Executive Search',
    description: 'We find the leaders your company needs.',
    translations: {
      fr: { title: 'Recherche de dirigeants', description: 'Nous trouvons les dirigeants qu’il vous faut.' },
      nl: { title: 'Executive search', description: 'We vinden de leidinggevenden die u nodig hebt.' },
    },
    displayOrder: 2,
  });

  const java = await createJob(app, newMarker(), {
    title: 'Java Backend Developer',
    descriptionEn: 'For an insurer in the heart of Brussels, you build its claims platform in Java and Kafka.',
    descriptionFr: 'Pour un assureur situé au cœur de Bruxelles, vous construisez sa plateforme de sinistres en Java.',
    descriptionsNl: 'Voor een verzekeraar in hartje Brussel bouw je het schadeplatform in Java en Kafka.',
    region: 'Brussels',
    type: 'FREELANCE',
    employmentType: 'CONTRACTOR',
    industry: 'FINANCE',
    technicalSkills: 'Java, Spring Boot, Kafka',
    rate: '€650/day',
    education: "Master's degree in computer science",
    urgentStatus: true,
    managerId: lead.id,
  });
  const javaPermanent = await createJob(app, newMarker(), {
    title: 'Java Developer (Spring Boot)',
    region: 'Antwerpen',
    type: 'CDI',
    technicalSkills: 'Java, Spring Boot, PostgreSQL',
    managerId: lead.id,
  });
  // A job that mentions Java without being titled so: listed after the titled ones in a search for it.
  const dataEngineer = await createJob(app, newMarker(), {
    title: 'Data Engineer',
    region: 'Brussels',
    type: 'CDI',
    technicalSkills: 'Python, Java, Airflow',
    managerId: recruiter.id,
  });
  const others: Awaited<ReturnType<typeof createJob>>[] = [];
  for (const job of OTHER_JOBS) others.push(await createJob(app, newMarker(), { ...job, managerId: recruiter.id }));

  const published = async (
    order: number,
    person: { firstName: string; lastName: string; title: string; technologies: string; region: string },
  ) => {
    const marker = newMarker();
    return createProfile(app, marker, {
      firstName: person.firstName,
      lastName: person.lastName,
      displayedFirstName: person.firstName,
      displayedLastName: `${person.lastName.charAt(0)}.`,
      email: `${person.firstName.toLowerCase()}.${marker}@example.com`,
      phone: `+32475${String(100000 + order * 7919).slice(-6)}`,
      displayedEmail: FIRM_CONTACT.email,
      displayedPhone: FIRM_CONTACT.phone,
      profileTitle: person.title,
      technologies: person.technologies,
      region: person.region,
      availability: 'Immediately',
      experience: '5-10',
      profileOrder: order,
      managerId: lead.id,
      descriptionEn: `${person.title} with ten years of projects (${marker}).`,
      descriptionFr: `${person.title} avec dix ans de projets (${marker}).`,
      descriptionNl: `${person.title} met tien jaar projecten (${marker}).`,
    });
  };
  const consultant = await published(1, {
    firstName: 'Milan',
    lastName: 'Verbeke',
    title: 'Senior Java Developer',
    technologies: 'Java, Spring Boot, Kafka',
    region: 'Antwerpen',
  });
  const consultants = [
    consultant,
    await published(2, {
      firstName: 'Sarah',
      lastName: 'Dubois',
      title: 'Data Engineer',
      technologies: 'Python, Kafka, Airflow',
      region: 'Brussels',
    }),
    await published(3, {
      firstName: 'Tom',
      lastName: 'Wouters',
      title: 'Cloud Architect',
      technologies: 'Azure, Terraform, Kubernetes',
      region: 'Liège',
    }),
    await published(4, {
      firstName: 'Eline',
      lastName: 'Jacobs',
      title: 'Business Analyst',
      technologies: 'BPMN, SQL, Jira',
      region: 'Namur',
    }),
  ];
  const candidateMarker = newMarker();
  const candidate = await createProfile(app, candidateMarker, {
    firstName: 'Robin',
    lastName: 'Maes',
    email: `robin.${candidateMarker}@example.com`,
    phone: '+32476123498',
    profileTitle: 'Tester',
    technologies: 'Selenium, Java',
    display: false,
    process: 'NEW',
  });

  return {
    managers: { lead, recruiter },
    services: { consulting, search },
    /** The Cloud Consulting service's title and description in each language. */
    consultingTexts,
    jobs: { java, javaPermanent, dataEngineer, others, open: [java, javaPermanent, dataEngineer, ...others] },
    profiles: { consultant, consultants, candidate, all: [...consultants, candidate] },
  };
}
export type PublicCatalogue = Awaited<ReturnType<typeof createPublicCatalogue>>;

/** "Milan V.": how the public site names a published profile. */
export const shownName = (profile: { displayedFirstName: string; displayedLastName: string }) =>
  `${profile.displayedFirstName} ${profile.displayedLastName}`;

/** A text for a RegExp that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
