import { Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { myDataLinkRequest, type MyDataLinkRequest } from '../../../shared/schemas/privacy.ts';
import { EmailRequestForm, usePostedRequest } from '../../components/form/EmailRequestForm.tsx';
import { sendMyLink } from './api.ts';

/**
 * "Send me my link" (decision 0031): mails the personal link to the "My data" page to the address given. The
 * answer is always the same, whether the address is known or not.
 */
export function SendMyLinkForm() {
  const { t } = useTranslation();
  // Sent without JavaScript (docs/decisions/0038): refused, the page comes again with the address and its message;
  // accepted, with `?sent=myDataLink`.
  const request = usePostedRequest('myDataLink');
  const form = useForm<MyDataLinkRequest>({
    resolver: zodResolver(myDataLinkRequest),
    defaultValues: { email: request.postedValue('email') ?? '' },
    errors: request.errors,
  });

  return (
    <EmailRequestForm
      request={request}
      form={form}
      send={(values) => sendMyLink(values.email)}
      fields={['email']}
      titleId="send-my-link-title"
      title={t('myData.sendLinkTitle')}
      successTitle={t('myData.sendLinkTitle')}
      successText={t('myData.sent')}
      emailLabel={t('myData.email')}
      submitLabel={t('myData.send')}
      intro={<Text>{t('myData.sendLinkText')}</Text>}
    />
  );
}
