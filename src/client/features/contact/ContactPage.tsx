import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AsidePanel, FormPage } from '../../components/FormPage.tsx';
import { useLanguage } from '../../components/localized.ts';
import { getAppConfig } from '../../lib/config.ts';
import { ContactForm } from './ContactForm.tsx';
import { useServiceTitle } from './use-service-title.ts';

/** Contact: the form (with or without attachment) and the firm's offices, phones and e-mail. */
export default function ContactPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const config = getAppConfig();
  const [params] = useSearchParams();
  const service = useServiceTitle(Number(params.get('service')), lang);
  const initialMessage = service ? t('contact.aboutService', { service }) : undefined;

  return (
    <FormPage
      title={t('contact.title')}
      leadKey="pages.contact.lead"
      aside={
        <>
          <AsidePanel muted>
            <Title order={2} size="h4">
              {t('contact.offices')}
            </Title>
            {config.addresses.map((address) => (
              <Text key={address} size="sm" mt="xs">
                {address}
              </Text>
            ))}
          </AsidePanel>
          <AsidePanel>
            <Title order={2} size="h4">
              {t('contact.byPhone')}
            </Title>
            <Stack gap={2} mt="xs">
              {config.phones.map((phone) => (
                <Anchor key={phone} href={`tel:${phone.replaceAll(' ', '')}`} size="sm">
                  {phone}
                </Anchor>
              ))}
            </Stack>
            <Title order={2} size="h4" mt="md">
              {t('contact.byEmail')}
            </Title>
            <Anchor href={`mailto:${config.email}`} size="sm">
              {config.email}
            </Anchor>
          </AsidePanel>
        </>
      }
    >
      <Title order={2} size="h3" mb="md">
        {t('contact.formTitle')}
      </Title>
      {/* Remounted once the service is known, so that the message starts with it. */}
      <ContactForm key={initialMessage ?? ''} initialMessage={initialMessage} />
    </FormPage>
  );
}
