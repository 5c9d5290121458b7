import { SimpleGrid } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, TextField } from './form/fields.tsx';
import { useOptions } from './options.ts';

/** The fields every public form asks of the person sending it. */
type PersonValues = { firstName: string; lastName: string; email: string; phone: string; salutation?: string };

/**
 * Salutation (when asked), first and last name, e-mail and phone. On wide screens the names share a row, and e-mail
 * and phone share one unless `stacked`.
 */
export function PersonFields<T extends FieldValues & PersonValues, C, O>({
  control,
  salutation = false,
  stacked = false,
}: {
  control: Control<T, C, O>;
  salutation?: boolean;
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const { options } = useOptions();
  // The generic form type cannot prove these names are its paths; PersonValues guarantees they are.
  const name = (field: keyof PersonValues) => field as FieldPath<T>;
  const ContactRow = stacked ? Fragment : TwoColumns;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: salutation ? 3 : 2 }} spacing="md">
        {salutation ? (
          <SelectField
            control={control}
            name={name('salutation')}
            label={t('forms.salutation')}
            options={options('salutation')}
            emptyLabel={t('forms.none')}
            autoComplete="honorific-prefix"
          />
        ) : null}
        <TextField
          control={control}
          name={name('firstName')}
          label={t('forms.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          control={control}
          name={name('lastName')}
          label={t('forms.lastName')}
          autoComplete="family-name"
          required
        />
      </SimpleGrid>
      <ContactRow>
        <TextField
          control={control}
          name={name('email')}
          type="email"
          label={t('forms.email')}
          autoComplete="email"
          required
        />
        <TextField
          control={control}
          name={name('phone')}
          type="tel"
          label={t('forms.phone')}
          // One hint on every form: the schema normalizes what people type (rules.ts, contact-input.ts).
          description={t('forms.phoneExamples')}
          autoComplete="tel"
          required
        />
      </ContactRow>
    </>
  );
}

function TwoColumns({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
