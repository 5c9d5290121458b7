import { Box, SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ProfileCreate, profileCreate } from '../../../shared/schemas/profile.ts';
import { DateField } from '../../components/form/DateField.tsx';
import { ComboboxField, SwitchField } from '../../components/form/choice-fields.tsx';
import { CodeField } from '../admin-shared/CodeField.tsx';
import { NumberField, TextField, TextareaField, TimeField } from '../../components/form/fields.tsx';
import { useOptions } from '../../components/options.ts';
import { LanguageTabs } from '../admin-shared/LanguageTabs.tsx';
import { Section } from '../admin-shared/Section.tsx';
import { useManagers } from '../admin-shared/use-managers.ts';

export type ProfileFormValues = ProfileCreate;
export type ProfileOutput = z.output<typeof profileCreate>;
export type ProfileFormApi = UseFormReturn<ProfileFormValues, unknown, ProfileOutput>;

/** Every field of a consultant profile (docs/spec/product-spec.md#3-entities-and-their-fields), grouped as staff think of them. */
export function ProfileFields({ form, isNew }: { form: ProfileFormApi; isNew: boolean }) {
  const { t } = useTranslation();
  // Region names in the user's language, from the public site's labels (one catalog for both).
  const provinces = useOptions().options('province');
  const { assignable: managers } = useManagers();
  const f = { control: form.control };
  const label = (name: string) => t(`admin.fields.${name}`);
  const descriptions = { en: 'descriptionEn', fr: 'descriptionFr', nl: 'descriptionNl' } as const;

  return (
    <>
      <Section title={t('admin.profiles.identity')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <CodeField {...f} name="salutation" />
          <TextField {...f} name="firstName" label={label('firstName')} required />
          <TextField {...f} name="lastName" label={label('lastName')} required />
          <TextField {...f} name="email" label={label('email')} type="email" />
          <TextField {...f} name="phone" label={label('phone')} />
          <ComboboxField {...f} name="managerId" label={label('managerId')} data={managers} numeric searchable />
          {isNew ? (
            <ComboboxField
              {...f}
              name="process"
              label={t('admin.profiles.startAs')}
              data={['HIRED', 'NEW'].map((s) => ({ value: s, label: t(`admin.profiles.startAs${s}`) }))}
              required
            />
          ) : null}
        </SimpleGrid>
      </Section>
      <Section title={t('admin.profiles.publication')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField {...f} name="displayedFirstName" label={label('displayedFirstName')} />
          <TextField {...f} name="displayedLastName" label={label('displayedLastName')} />
          <TextField {...f} name="displayedEmail" label={label('displayedEmail')} />
          <TextField {...f} name="displayedPhone" label={label('displayedPhone')} />
          <NumberField {...f} name="profileOrder" label={label('profileOrder')} min={0} />
          <SwitchField {...f} name="display" label={label('display')} description={t('admin.profiles.displayHelp')} />
        </SimpleGrid>
      </Section>
      <Section title={t('admin.profiles.professional')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextField {...f} name="profileTitle" label={label('profileTitle')} />
          <TextField {...f} name="availability" label={label('availability')} />
          <CodeField {...f} name="experience" />
          <CodeField {...f} name="seniorityLevel" />
          <CodeField {...f} name="industry" />
          <ComboboxField {...f} name="region" label={label('region')} data={provinces} searchable />
          <CodeField {...f} name="contractType" list="type" />
          <CodeField {...f} name="employmentType" />
          <TextField {...f} name="workingTime" label={label('workingTime')} />
          <TextField {...f} name="languages" label={label('languages')} />
          <TextField {...f} name="education" label={label('education')} />
          <TextField {...f} name="rate" label={label('rate')} />
        </SimpleGrid>
        <Box mt="sm">
          <TextareaField {...f} name="technologies" label={label('technologies')} minRows={2} />
        </Box>
      </Section>
      <Section title={t('admin.profiles.descriptions')}>
        <LanguageTabs
          panel={(l) => <TextareaField {...f} name={descriptions[l]} label={label(descriptions[l])} minRows={6} />}
        />
      </Section>
      <Section title={t('admin.profiles.candidate')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <CodeField {...f} name="type" />
          <DateField valueFormat="DD/MM/YYYY" {...f} name="bookedDate" label={label('bookedDate')} />
          <TimeField {...f} name="bookedTime" label={label('bookedTime')} />
        </SimpleGrid>
        <Box mt="sm">
          <TextareaField {...f} name="offer" label={label('offer')} minRows={2} />
        </Box>
      </Section>
    </>
  );
}
