import type { Language } from '../../shared/constants.ts';
import type { PublicJob } from '../../shared/schemas/job.ts';
import { baseSalary } from './base-salary.ts';
import { pickLanguage } from './localized-text.ts';
import { siteConfig } from './site-info.ts';

/** schema.org JobPosting of a job page, for search engines' job listings. */
export function jobPosting(job: PublicJob, lang: Language, baseUrl: string): Record<string, unknown> {
  const config = siteConfig();
  const description = pickLanguage({ en: job.descriptionEn, fr: job.descriptionFr, nl: job.descriptionsNl }, lang);
  const remote = job.workPlaceType === 'REMOTE';
  const salary = job.rate ? baseSalary(job.rate) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: description || job.title,
    datePosted: job.creationDate.slice(0, 10),
    ...(job.endApplicationDate ? { validThrough: `${job.endApplicationDate}T23:59:59` } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    ...(job.jobRef ? { identifier: { '@type': 'PropertyValue', name: config.firmName, value: job.jobRef } } : {}),
    hiringOrganization: { '@type': 'Organization', name: config.firmName, sameAs: config.networkUrl, url: baseUrl },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Belgium' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressRegion: job.region || 'Brussels', addressCountry: 'BE' },
          },
        }),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.technicalSkills ? { skills: job.technicalSkills } : {}),
    ...(job.education ? { educationRequirements: job.education } : {}),
    directApply: true,
    url: `${baseUrl}/jobs/${job.id}`,
  };
}

/** JSON for a `<script type="application/ld+json">` block: nothing in it can close the script or the comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
