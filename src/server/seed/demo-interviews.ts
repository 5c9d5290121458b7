import type { Journey } from './demo-history.ts';

interface DemoInterviewBase {
  daysAgo: number;
  journey: Journey;
  /** What the client wrote with the request. */
  comment: string;
}

/** A client booked an interview with a published consultant (`profile` is "First Last"). */
interface DemoBooking extends DemoInterviewBase {
  kind: 'BOOKING';
  profile: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  client: string;
  jobTitle: string;
  /** Days after the reference day (negative: before). */
  bookedInDays: number;
  bookedTime: string;
  rescheduled?: { inDays: number; time: string };
  feedbackConsultant?: string;
  feedbackClient?: string;
  interviewResume?: string;
}

/** A client asked for a kind of talent, with only the four fields of the request form. */
interface DemoTalentRequest extends DemoInterviewBase {
  kind: 'TALENT_REQUEST';
  talentName: string;
  skills: string;
  contractType: string;
  email: string;
}

export type DemoInterview = DemoBooking | DemoTalentRequest;

export const DEMO_INTERVIEWS: readonly DemoInterview[] = [
  {
    kind: 'BOOKING',
    profile: 'Lucas Peeters',
    firstName: 'Isabelle',
    lastName: 'Moreau',
    email: 'isabelle.moreau@meridianbank.example.com',
    phone: '+32478112233',
    client: 'Meridian Private Bank',
    jobTitle: 'Senior Java Developer',
    bookedInDays: 5,
    bookedTime: '10:30',
    daysAgo: 6,
    journey: { steps: ['CONFIRMED'] },
    comment: 'We would like to discuss a six-month assignment on our payments platform.',
  },
  {
    kind: 'BOOKING',
    profile: 'Youssef Benali',
    firstName: 'Koen',
    lastName: 'Vermeiren',
    email: 'koen.vermeiren@lumengrid.example.com',
    phone: '+32475908814',
    client: 'Lumen Grid',
    jobTitle: 'DevOps Engineer',
    bookedInDays: -20,
    bookedTime: '14:00',
    daysAgo: 28,
    journey: { steps: ['CONFIRMED', 'DONE'] },
    comment: 'Interested in this profile for our Kubernetes migration; video call preferred.',
    feedbackConsultant: 'Good conversation: the scope is clear and the team seems well organised.',
    feedbackClient: 'Strong technical interview. We would like him to start on 1 December.',
    interviewResume:
      'Discussed the landing-zone design, the Kubernetes migration plan and on-call expectations. Next step: contract proposal by Northwind.',
  },
  {
    kind: 'BOOKING',
    profile: 'Sarah Janssens',
    firstName: 'An',
    lastName: 'De Wilde',
    email: 'an.dewilde@carenet.example.com',
    phone: '+32492334410',
    client: 'CareNet Hospitals',
    jobTitle: 'Data Engineer',
    bookedInDays: 2,
    bookedTime: '09:00',
    rescheduled: { inDays: 9, time: '11:00' },
    daysAgo: 10,
    journey: {
      steps: ['RESCHEDULED'],
      comments: ['The client asked to move the interview to the following week.'],
    },
    comment: 'We are building a clinical data warehouse and need reinforcement from January.',
  },
  {
    kind: 'BOOKING',
    profile: 'Chloé Lambot',
    firstName: 'Bart',
    lastName: 'Claessens',
    email: 'bart.claessens@scaldislogistics.example.com',
    phone: '+32473665092',
    client: 'Scaldis Logistics',
    jobTitle: 'Financial Controller',
    bookedInDays: 12,
    bookedTime: '15:30',
    daysAgo: 1,
    journey: { steps: [] },
    comment: 'Permanent position in Antwerp; the interview can take place at our office.',
  },
  {
    kind: 'TALENT_REQUEST',
    talentName: 'Senior Kotlin Developer',
    skills: 'Kotlin, Spring Boot, Android, CI/CD',
    contractType: 'FREELANCE',
    email: 'recruitment@brightwave.example.com',
    daysAgo: 3,
    journey: { steps: [] },
    comment: '',
  },
  {
    kind: 'TALENT_REQUEST',
    talentName: 'SAP FICO Consultant',
    skills: 'SAP FI/CO, S/4HANA, French and Dutch',
    contractType: 'FREELANCE',
    email: 'it-sourcing@delvauxfoods.example.com',
    daysAgo: 45,
    journey: { steps: ['CANCELLED'], comments: ['The client filled the position internally.'] },
    comment: '',
  },
];
