import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  contactForm,
  contactWithAttachmentForm,
  type ContactWithAttachmentForm,
} from '../../../shared/schemas/contact.ts';
import { FileFieldDropzone } from '../../components/CvDropzone.tsx';
import { TextareaField, TextField } from '../../components/form/fields.tsx';
import { PersonFields } from '../../components/PersonFields.tsx';
import { PublicForm } from '../../components/PublicForm.tsx';
import { usePublicForm } from '../../components/use-public-form.ts';
import { api, upload } from '../../lib/api.ts';

const EMPTY: ContactWithAttachmentForm = { firstName: '', lastName: '', email: '', phone: '', message: '', post: '' };

/**
 * The contact form, and its variant with an attachment (docs/spec/product-spec.md#5-validation-rules: then `post` and the file are required
 * too): JSON without a file, `contact` + `file` with one.
 */
export function ContactForm({ initialMessage }: { initialMessage?: string }) {
  const { t } = useTranslation();
  const [withFile, setWithFile] = useState(false);
  const state = usePublicForm({
    name: 'contact',
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
  const { control, file, reset, form } = state;
  const submitting = form.formState.isSubmitting;
  return (
    <PublicForm
      state={state}
      label={t('contact.formTitle')}
      submitLabel={t('contact.submit')}
      successTitle={t('contact.successTitle')}
      successText={t('contact.successText')}
      onAgain={() => {
        reset();
        setWithFile(false);
      }}
    >
      <PersonFields control={control} />
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
          <FileFieldDropzone label={t('contact.attachment')} field={file} disabled={submitting} />
        </>
      ) : null}
    </PublicForm>
  );
}
