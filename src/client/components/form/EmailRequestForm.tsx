import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FORM_NAME_FIELD, type PageFormName } from '../../../shared/page-form.ts';
import { FormError, FormSuccess } from '../FormFeedback.tsx';
import { useFormPost, usePageAction } from '../form-post.ts';
import { TextField } from './fields.tsx';
import { showServerErrors } from './server-errors.ts';

/**
 * A public page's "give us your address" form as it was posted without JavaScript (docs/decisions/0038): sent
 * (`?sent=`), or refused with the values and messages to show again. `errors` goes to `useForm`, `postedValue`
 * to its default values.
 */
export function usePostedRequest(name: PageFormName) {
  const posted = useFormPost(name);
  const [sent, setSent] = useState(posted.sent);
  const [formError, setFormError] = useState<string | undefined>(posted.post?.rootError);
  const [errors] = useState(() =>
    posted.post
      ? Object.fromEntries(Object.entries(posted.post.fields).map(([k, m]) => [k, { type: 'server', message: m }]))
      : undefined,
  );
  const postedValue = (key: string) => {
    const value = posted.post?.values[key];
    return typeof value === 'string' ? value : undefined;
  };
  return { name, sent, setSent, formError, setFormError, errors, postedValue };
}

export type PostedRequest = ReturnType<typeof usePostedRequest>;

/**
 * A public section with a form that asks for an e-mail address (a job alert, the "My data" link): its title, the
 * address field between `intro` and `children`, the answer's message, and, once accepted, the success note with
 * "again". It posts to the page itself without JavaScript (`hidden` carries the form's other hidden fields), and
 * sends `send(values)` with it; a refusal's messages go to `fields` (the others to the form's error).
 */
export function EmailRequestForm<T extends FieldValues & { email: string }, O extends FieldValues>({
  request,
  form,
  send,
  fields,
  titleId,
  title,
  successTitle,
  successText,
  emailLabel,
  submitLabel,
  hidden,
  intro,
  children,
}: {
  request: PostedRequest;
  form: UseFormReturn<T, unknown, O>;
  send: (values: O) => Promise<unknown>;
  fields: readonly string[];
  titleId: string;
  title: string;
  successTitle: string;
  successText: string;
  emailLabel: string;
  submitLabel: string;
  hidden?: ReactNode;
  intro: ReactNode;
  children?: ReactNode;
}) {
  const action = usePageAction();
  const { sent, setSent, formError, setFormError } = request;
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send(values);
      setSent(true);
    } catch (err) {
      setFormError(showServerErrors(err, { setError: form.setError, fields }));
    }
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {sent ? (
          <FormSuccess
            title={successTitle}
            onAgain={() => {
              form.reset();
              setSent(false);
            }}
          >
            {successText}
          </FormSuccess>
        ) : (
          <form onSubmit={submit} noValidate method="post" action={action} encType="multipart/form-data">
            <input type="hidden" name={FORM_NAME_FIELD} value={request.name} />
            {hidden}
            <Stack gap="sm" align="flex-start">
              {intro}
              <TextField
                control={form.control}
                name={'email' as Path<T>}
                type="email"
                inputMode="email"
                autoComplete="email"
                label={emailLabel}
                required
              />
              {children}
              <FormError messageKey={formError} />
              <Button type="submit" loading={form.formState.isSubmitting}>
                {submitLabel}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
