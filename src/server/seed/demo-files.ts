import { storeFile } from '../files/stored-file.ts';
import { makeDemoPdf } from './demo-pdf.ts';
import type { DemoTx } from './demo-types.ts';

/** A name as plain lowercase ASCII, for e-mail addresses and file names: "Chloé De Smet" → "chloe-de-smet". */
function slug(name: string, separator = '-'): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}

/** A private person's address: firstname.lastname@example.com (a domain reserved for examples). */
export function personEmail(firstName: string, lastName: string, domain = 'example.com'): string {
  return `${slug(firstName, '.')}.${slug(lastName, '')}@${domain}`;
}

/** "CV_Chloe_Lambot.pdf" */
function cvFileName(firstName: string, lastName: string): string {
  const capitalised = (name: string) => slug(name, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return `CV_${capitalised(firstName)}_${capitalised(lastName)}.pdf`.replace(/ /g, '_');
}

/** Stores a one-page PDF showing `lines` and answers its id. */
export async function insertPdf(
  tx: DemoTx,
  fileName: string,
  lines: readonly string[],
  createdAt: Date,
): Promise<string> {
  const data = makeDemoPdf(lines.join('\n'));
  return storeFile(tx, { fileName, mimeType: 'application/pdf', data, creationDate: createdAt });
}

/** Stores the CV of a person. */
export function insertCv(
  tx: DemoTx,
  person: { firstName: string; lastName: string; email: string; title: string },
  createdAt: Date,
): Promise<string> {
  const lines = ['Curriculum vitae', `${person.firstName} ${person.lastName}`, person.title, person.email];
  return insertPdf(tx, cvFileName(person.firstName, person.lastName), lines, createdAt);
}
