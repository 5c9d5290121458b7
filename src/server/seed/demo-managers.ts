import { managers } from '../db/schema/index.ts';
import type { DemoTx, ManagerKey } from './demo-types.ts';

/** The firm's e-mail domain (also in config/app_config.json). */
const DEMO_DOMAIN = 'northwind.example.com';
/** The firm's switchboard, shown on published profiles instead of the consultant's own number. */
export const FIRM_PHONE = '+3225550100';
/** The address published profiles show instead of the consultant's own e-mail. */
export const TALENTS_EMAIL = `talents@${DEMO_DOMAIN}`;

interface DemoManager {
  key: ManagerKey;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  phone: string;
  jobTitle: string;
  displayOrder: number;
}

const BRUSSELS_OFFICE = 'Avenue Louise 231, 1050 Bruxelles';
const ANTWERP_OFFICE = 'Meir 44, 2000 Antwerpen';

const DEMO_MANAGERS: readonly DemoManager[] = [
  {
    key: 'sophie',
    firstName: 'Sophie',
    lastName: 'Lambert',
    email: `sophie.lambert@${DEMO_DOMAIN}`,
    address: BRUSSELS_OFFICE,
    phone: '+32470123456',
    jobTitle: 'Managing Partner',
    displayOrder: 1,
  },
  {
    key: 'pieter',
    firstName: 'Pieter',
    lastName: 'Van den Broeck',
    email: `pieter.vandenbroeck@${DEMO_DOMAIN}`,
    address: ANTWERP_OFFICE,
    phone: '+32471234567',
    jobTitle: 'Head of IT Consulting',
    displayOrder: 2,
  },
  {
    key: 'nadia',
    firstName: 'Nadia',
    lastName: 'El Amrani',
    email: `nadia.elamrani@${DEMO_DOMAIN}`,
    address: BRUSSELS_OFFICE,
    phone: '+32472345678',
    jobTitle: 'Engineering & Talent Acquisition Lead',
    displayOrder: 3,
  },
];

/** Inserts the managers and answers their ids by key. */
export async function insertManagers(tx: DemoTx): Promise<Record<ManagerKey, number>> {
  const inserted = await tx
    .insert(managers)
    .values(DEMO_MANAGERS.map(({ key: _key, ...manager }) => ({ ...manager, showOnSite: true })))
    .returning({ id: managers.id, email: managers.email });
  const idOf = (key: ManagerKey): number => {
    const email = DEMO_MANAGERS.find((m) => m.key === key)?.email;
    const id = inserted.find((row) => row.email === email)?.id;
    if (id === undefined) throw new Error(`Demo seed: manager ${key} was not stored`);
    return id;
  };
  return { sophie: idOf('sophie'), pieter: idOf('pieter'), nadia: idOf('nadia') };
}
