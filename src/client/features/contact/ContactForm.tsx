import { SimpleGrid, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  contactForm,
  contactWithAttachmentForm,
  type ContactWithAttachmentForm,
} from '../../../shared/schemas/contact.ts';
import { CvDropzone } from '../../components/CvDropzone.tsx';
import { FormShell } from '../../components/FormShell.tsx';
import { FormSuccess } from '../../components/FormFeedback.tsx';
import { TextareaField, TextField } from '../../components/form-fields.tsx';
import { usePublicForm } from '../../components/use-public-form.ts';
import { api, upload } from '../../lib/api.ts';

const EMPTY: ContactWithAttachmentForm = { firstName: '', lastName: '', email: '', phone: '', message: '', post: '' };

/**
 * The contact form, and its variant with an attachment (spec section 5: then `post` and the file are required
 * too): JSON without a file, `contact` + `file` with one.
 */
export function ContactForm({ initialMessage }: { initialMessage?: string }) {
  const { t } = useTranslation();
  const [withFile, setWithFile] = useState(false);
  const { control, file, honeypot, rootError, sent, submit, reset, form } = usePublicForm({
    // The variant is a choice of the visitor: the form checks against the schema of the chosen one.
    schema: withFile ? contactWithAttachmentForm : contactForm.extend({ post: z.string().optional() }),
    defaultValues: { ...EMPTY, message: initialMessage ?? '' },
    fileField: withFile ? 'file' : undefined,
    send: (values, attachment, onProgress) => {
      if (!withFile) {
        const { post: _post, ...message } = values;
        return api('/public/api/contact', { method: 'POST', body: message });
      }
      const data = new FormData();
      data.append('contact', JSON.stringify(values));
      data.append('file', attachment!);
      return upload('/public/api/contact', data, onProgress);
    },
  });
  if (sent) {
    return (
      <FormSuccess
        title={t('contact.successTitle')}
        onAgain={() => {
          reset();
          setWithFile(false);
        }}
      >
        {t('contact.successText')}
      </FormSuccess>
    );
  }
  const submitting = form.formState.isSubmitting;
  return (
    <FormShell
      onSubmit={submit}
      honeypotRef={honeypot.ref}
      rootError={rootError}
      submitting={submitting}
      submitLabel={t('contact.submit')}
      label={t('contact.formTitle')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={control} name="firstName" label={t('forms.firstName')} autoComplete="given-name" required />
        <TextField control={control} name="lastName" label={t('forms.lastName')} autoComplete="family-name" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={control} name="email" type="email" label={t('forms.email')} autoComplete="email" required />
        <TextField
          control={control}
          name="phone"
          type="tel"
          label={t('forms.phone')}
          description={t('forms.phoneHint')}
          autoComplete="tel"
          required
        />
      </SimpleGrid>
      <TextareaField control={control} name="message" label={t('forms.message')} minRows={5} required />
      <Switch
        label={t('contact.withAttachment')}
        checked={withFile}
        onChange={(e) => {
          setWithFile(e.currentTarget.checked);
          form.clearErrors('post');
          file.reset();
        }}
        disabled={submitting}
      />
      {withFile ? (
        <>
          <TextField
            control={control}
            name="post"
            label={t('contact.post')}
            placeholder={t('contact.postPlaceholder')}
            required
          />
          <CvDropzone
            label={t('contact.attachment')}
            file={file.file}
            onChange={file.setFile}
            error={file.error}
            onError={file.setError}
            progress={file.progress}
            disabled={submitting}
          />
        </>
      ) : null}
    </FormShell>
  );
}
