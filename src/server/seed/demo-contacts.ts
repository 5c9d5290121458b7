import type { Journey } from './demo-history.ts';

/** A message sent through the contact form; with `attachment`, through its variant with a file and a post. */
interface DemoContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  post?: string;
  attachment?: { fileName: string; lines: readonly string[] };
  daysAgo: number;
  journey: Journey;
  commentAdmin?: string;
}

export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    firstName: 'Caroline',
    lastName: 'Lemaire',
    email: 'caroline.lemaire@example.com',
    phone: '+3281224567',
    message:
      "Bonjour, nous sommes une PME de 80 personnes à Namur et nous cherchons à renforcer notre équipe IT. Pourriez-vous nous rappeler pour discuter de vos services de recrutement ? Merci d'avance.",
    daysAgo: 1,
    journey: { steps: [] },
  },
  {
    firstName: 'Dirk',
    lastName: 'Wuyts',
    email: 'dirk.wuyts@example.com',
    phone: '+3232881045',
    message:
      'Goedemiddag, wij plannen volgend jaar een migratie naar de cloud en zoeken een team van drie à vier consultants. Kunnen we een afspraak maken om de mogelijkheden te bespreken?',
    daysAgo: 8,
    journey: { steps: ['IN_PROGRESS'] },
    commentAdmin: 'Call planned with Pieter on 5 November to scope the project.',
  },
  {
    firstName: 'Rachel',
    lastName: 'Adams',
    email: 'rachel.adams@example.com',
    phone: '+353871234567',
    message:
      'Hello, I am relocating from Dublin to Brussels in January and looking for opportunities as a data analyst. Do you also work with candidates who do not speak French or Dutch yet?',
    daysAgo: 26,
    journey: { steps: ['IN_PROGRESS', 'CLOSED'] },
    commentAdmin: 'Answered: yes, for most IT roles. Invited her to join the talent pool.',
  },
  {
    firstName: 'Marc',
    lastName: 'Dethier',
    email: 'marc.dethier@example.com',
    phone: '+32475661238',
    message:
      'Bonjour, je souhaiterais savoir si vous proposez un accompagnement individuel en outplacement pour des cadres. Merci.',
    daysAgo: 40,
    journey: {
      steps: ['IN_PROGRESS', 'CLOSED'],
      comments: [undefined, 'Career transition brochure sent; no further action needed.'],
    },
    commentAdmin: 'Sent the career transition brochure.',
  },
  {
    firstName: 'Elke',
    lastName: 'Van Acker',
    email: 'elke.vanacker@example.com',
    phone: '+3292345678',
    post: 'Offerteaanvraag dataplatformteam',
    message:
      'Beste, in bijlage vindt u ons lastenboek voor de uitbouw van een dataplatform. We ontvangen graag uw voorstel tegen eind november.',
    attachment: {
      fileName: 'Lastenboek_dataplatform.pdf',
      lines: [
        'Lastenboek - uitbouw dataplatform',
        'Team: 1 data architect, 2 data engineers, 1 analist',
        'Start: februari 2027 - duur: 12 maanden',
        'Voorstellen uiterlijk 30 november 2026',
      ],
    },
    daysAgo: 14,
    journey: { steps: ['IN_PROGRESS'] },
    commentAdmin: 'Proposal being prepared by Pieter and Sophie; due 30 November.',
  },
];
