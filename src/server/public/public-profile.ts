import { profiles } from '../db/schema/index.ts';

/** Only the `displayed*` fields and the public description of a profile: never its own e-mail or phone. */
export const publicProfileColumns = {
  id: profiles.id,
  displayedFirstName: profiles.displayedFirstName,
  displayedLastName: profiles.displayedLastName,
  displayedEmail: profiles.displayedEmail,
  displayedPhone: profiles.displayedPhone,
  profileTitle: profiles.profileTitle,
  availability: profiles.availability,
  descriptionEn: profiles.descriptionEn,
  descriptionFr: profiles.descriptionFr,
  descriptionNl: profiles.descriptionNl,
  experience: profiles.experience,
  technologies: profiles.technologies,
  languages: profiles.languages,
  region: profiles.region,
  industry: profiles.industry,
  employmentType: profiles.employmentType,
  seniorityLevel: profiles.seniorityLevel,
};

/** `value` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
