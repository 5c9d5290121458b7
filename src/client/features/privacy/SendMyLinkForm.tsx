import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { myDataLinkRequest, type MyDataLinkRequest } from '../../../shared/schemas/privacy.ts';
import { FormError, FormSuccess } from '../../components/FormFeedback.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { showServerErrors } from '../../components/form/server-errors.ts';
import { FORM_NAME_FIELD } from '../../../shared/page-form.ts';
import { useFormPost, usePageAction } from '../../components/form-post.ts';
import { sendMyLink } from './api.ts';

/**
 * "Send me my link" (decision 0031): mails the personal link to the "My data" page to the address given. The
 * answer is always the same, whether the address is known or not.
 */
export function SendMyLinkForm() {
  const { t } = useTranslation();
  // Sent without JavaScript (docs/decisions/0038): refused, the page comes again with the address and its message;
  // accepted, with `?sent=myDataLink`.
  const posted = useFormPost('myDataLink');
  const [sent, setSent] = useState(posted.sent);
  const [formError, setFormError] = useState<string | undefined>(posted.post?.rootError);
  const [errors] = useState(() =>
    posted.post?.fields.email ? { email: { type: 'server', message: posted.post.fields.email } } : undefined,
  );
  const form = useForm<MyDataLinkRequest>({
    resolver: zodResolver(myDataLinkRequest),
    defaultValues: { email: typeof posted.post?.values.email === 'string' ? posted.post.values.email : '' },
    errors,
  });
  const action = usePageAction();

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await sendMyLink(values.email);
      setSent(true);
    } catch (err) {
      setFormError(showServerErrors(err, { setError: form.setError, fields: ['email'] }));
    }
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="send-my-link-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="send-my-link-title">
          {t('myData.sendLinkTitle')}
        </Title>
        {sent ? (
          <FormSuccess
            title={t('myData.sendLinkTitle')}
            onAgain={() => {
              form.reset();
              setSent(false);
            }}
          >
            {t('myData.sent')}
          </FormSuccess>
        ) : (
          <form onSubmit={submit} noValidate method="post" action={action} encType="multipart/form-data">
            <input type="hidden" name={FORM_NAME_FIELD} value="myDataLink" />
            <Stack gap="sm" align="flex-start">
              <Text>{t('myData.sendLinkText')}</Text>
              <TextField
                control={form.control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('myData.email')}
                required
              />
              <FormError messageKey={formError} />
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('myData.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
