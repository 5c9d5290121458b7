import type { Journey } from './demo-history.ts';

type Lang = 'en' | 'fr' | 'nl';

/** Someone who applied to one of the open demo jobs (`jobTitle` is the job's title). */
interface DemoJobApplication {
  jobTitle: string;
  firstName: string;
  lastName: string;
  phone: string;
  lang: Lang;
  message: string;
  daysAgo: number;
  journey: Journey;
  noGoComment?: string;
  notes?: string;
}

export const DEMO_JOB_APPLICATIONS: readonly DemoJobApplication[] = [
  {
    jobTitle: 'Senior Java Developer',
    firstName: 'Hannah',
    lastName: 'Verbeke',
    phone: '+32476551203',
    lang: 'nl',
    message:
      'Beste, met veel interesse las ik uw vacature. Ik werk al zeven jaar met Java en Spring Boot bij een verzekeraar en zoek een nieuwe uitdaging als freelancer. Mijn cv vindt u in bijlage.',
    daysAgo: 12,
    journey: { steps: ['IN_REVIEW', 'INTERVIEW'] },
    notes: 'Strong Kafka experience. Available from 1 December.',
  },
  {
    jobTitle: '.NET Developer',
    firstName: 'Olivier',
    lastName: 'Masson',
    phone: '+32495178840',
    lang: 'fr',
    message:
      'Bonjour, je vous adresse ma candidature pour le poste de développeur .NET à Liège. Je travaille depuis quatre ans en C# pour une société de services et je souhaite rejoindre le secteur public. Vous trouverez mon CV en pièce jointe.',
    daysAgo: 2,
    journey: { steps: [] },
  },
  {
    jobTitle: 'Data Engineer',
    firstName: 'Priya',
    lastName: 'Raman',
    phone: '+32468903415',
    lang: 'en',
    message:
      "Hello, I am a data engineer with three years of experience in Python and dbt, currently working for a research hospital in Leuven. I would love to apply my skills to your client's clinical data platform. My CV is attached.",
    daysAgo: 9,
    journey: { steps: ['IN_REVIEW'] },
  },
  {
    jobTitle: 'Financial Controller',
    firstName: 'Tom',
    lastName: 'Declercq',
    phone: '+32477260918',
    lang: 'nl',
    message:
      'Goedemiddag, als controller bij een logistieke groep ben ik vertrouwd met maandafsluitingen onder IFRS. Deze functie sluit perfect aan bij mijn ervaring en ambities. Ik kijk uit naar een gesprek.',
    daysAgo: 40,
    journey: {
      steps: ['IN_REVIEW', 'INTERVIEW', 'OFFER'],
      comments: [
        undefined,
        'Met the CFO of the client; second interview went well.',
        'Offer sent: €6,000 gross per month.',
      ],
    },
  },
  {
    jobTitle: 'Cybersecurity Analyst (SOC)',
    firstName: 'Céline',
    lastName: 'Dumont',
    phone: '+32484117762',
    lang: 'fr',
    message:
      "Bonjour, analyste SOC depuis trois ans, je suis très intéressée par ce poste à Namur. J'ai l'habitude de Microsoft Sentinel et de la gestion d'incidents. Je reste disponible pour un entretien.",
    daysAgo: 30,
    journey: { steps: ['IN_REVIEW', 'NO_GO'] },
    noGoComment: 'The candidate is only available for fully remote work; the client requires daily presence in Namur.',
  },
  {
    jobTitle: 'DevOps Engineer (Azure)',
    firstName: 'Jens',
    lastName: 'Martens',
    phone: '+32472649031',
    lang: 'nl',
    message:
      'Hallo, ik ben freelance DevOps engineer met zes jaar ervaring in Azure en Terraform. Ik kan binnen twee weken starten. Graag bespreek ik de opdracht verder.',
    daysAgo: 63,
    journey: { steps: ['IN_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED'] },
    notes: 'Started on 15 October for six months.',
  },
  {
    jobTitle: 'Full-Stack Developer (React / Node.js)',
    firstName: 'Sofia',
    lastName: 'Ricci',
    phone: '+32465330187',
    lang: 'en',
    message:
      'Hi, I am a full-stack developer who moved to Antwerp last year. I have four years of experience with React and Node.js at a logistics start-up in Milan, and I am learning Dutch. I would be glad to tell you more.',
    daysAgo: 4,
    journey: { steps: [] },
  },
  {
    jobTitle: 'Electrical Project Engineer',
    firstName: 'Mathieu',
    lastName: 'Leroy',
    phone: '+32491420675',
    lang: 'fr',
    message:
      "Bonjour, ingénieur industriel en électricité, je travaille depuis quatre ans dans un bureau d'études à Mons sur des projets de postes haute tension. Ce poste correspond exactement à ce que je recherche. Je vous remercie pour l'attention portée à ma candidature.",
    daysAgo: 50,
    journey: {
      steps: ['IN_REVIEW', 'NO_GO', 'IN_REVIEW'],
      comments: [
        undefined,
        "Salary expectations above the client's budget.",
        'The client raised the budget: back in review.',
      ],
    },
  },
];

/** Someone who sent a CV without applying to a particular job. */
interface DemoSpontaneousApplication {
  salutation: 'Mr' | 'Ms';
  firstName: string;
  lastName: string;
  phone: string;
  post: string;
  availability: string;
  lang: Lang;
  daysAgo: number;
  journey: Journey;
  noGoComment?: string;
}

export const DEMO_SPONTANEOUS_APPLICATIONS: readonly DemoSpontaneousApplication[] = [
  {
    salutation: 'Mr',
    firstName: 'Karim',
    lastName: 'Bouzid',
    phone: '+32487215509',
    post: 'Systems and Network Administrator',
    availability: '1 month notice',
    lang: 'fr',
    daysAgo: 20,
    journey: { steps: ['IN_REVIEW'] },
  },
  {
    salutation: 'Ms',
    firstName: 'Eva',
    lastName: 'Van Damme',
    phone: '+32479880342',
    post: 'Junior Data Analyst',
    availability: 'Immediately',
    lang: 'nl',
    daysAgo: 6,
    journey: { steps: [] },
  },
  {
    salutation: 'Mr',
    firstName: 'Daniel',
    lastName: 'Okafor',
    phone: '+32466742190',
    post: 'Construction Project Manager',
    availability: '3 months notice',
    lang: 'en',
    daysAgo: 55,
    journey: { steps: ['NO_GO'] },
    noGoComment: 'No construction management roles open at the moment; the candidate was told and may apply again.',
  },
  {
    salutation: 'Ms',
    firstName: 'Manon',
    lastName: 'Gérard',
    phone: '+32493057718',
    post: 'Accountant',
    availability: '2 weeks notice',
    lang: 'fr',
    daysAgo: 35,
    journey: { steps: ['IN_REVIEW', 'INTERVIEW'] },
  },
];
