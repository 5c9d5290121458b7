import { Anchor, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichText, useSiteContent } from '../../lib/site-content.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useNoticeDate } from '../../components/PrivacyFields.tsx';
import { getAppConfig } from '../../lib/config.ts';
import { SendMyLinkForm } from './SendMyLinkForm.tsx';

const PURPOSES = ['application', 'pool', 'jobAlerts', 'clients', 'audit'] as const;
const COLUMNS = ['data', 'basis', 'retention'] as const;
const RIGHTS = ['access', 'rectify', 'erase', 'restrict', 'portability', 'withdraw'] as const;

/**
 * privacy: the privacy notice (decision 0030): controller, DPO contact (config/app_config.json), purposes with
 * their legal bases and retention periods, recipients, rights, and the supervisory authority. Its date is the
 * version every public form states.
 */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const content = useSiteContent();
  const config = getAppConfig();
  const date = useNoticeDate();
  // The periods the product applies (RETENTION_*), not a text that could drift from them.
  const periods = {
    months: config.retention.poolMonths,
    endedMonths: config.retention.endedMonths,
    reminderDays: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      config.retention.reminderDays.map(String),
    ),
  };
  const section = (key: string) => (
    <Title order={2} size="h3">
      {t(`privacyNotice.${key}`)}
    </Title>
  );
  return (
    <Stack gap="lg" maw={960}>
      <PageIntro title={t('privacyNotice.title')} leadKey="privacy.lead">
        <Text size="sm" c="gray.7">
          {t('privacyNotice.version', { date })}
        </Text>
      </PageIntro>

      {section('controllerTitle')}
      <Text>
        {t('privacyNotice.controllerText', {
          firm: config.copyrightHolder,
          address: config.addresses[0],
          email: config.email,
        })}
      </Text>

      {section('dpoTitle')}
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text>{t('privacyNotice.dpoText', { name: config.dpo.name })}</Text>
        <Text mt="xs">
          <Anchor href={`mailto:${config.dpo.email}`}>{config.dpo.email}</Anchor>
        </Text>
        <Text>{config.dpo.address}</Text>
      </Paper>

      {section('purposesTitle')}
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder verticalSpacing="sm" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('privacyNotice.purposeColumn')}</Table.Th>
              {COLUMNS.map((c) => (
                <Table.Th key={c} scope="col">
                  {t(`privacyNotice.${c}Column`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PURPOSES.map((p) => (
              <Table.Tr key={p}>
                <Table.Th scope="row" fw={600}>
                  {t(`privacyNotice.purposes.${p}.purpose`)}
                </Table.Th>
                {COLUMNS.map((c) => (
                  <Table.Td key={c}>{t(`privacyNotice.purposes.${p}.${c}`, periods)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {section('recipientsTitle')}
      <RichText html={content.text('privacy.recipients')} {...content.attrs('privacy.recipients')} />

      {section('arrivalTitle')}
      <Text>{t('privacyNotice.arrivalText')}</Text>

      {section('rightsTitle')}
      <List spacing="xs">
        {RIGHTS.map((r) => (
          <List.Item key={r}>{t(`privacyNotice.rights.${r}`)}</List.Item>
        ))}
      </List>
      <Text>{t('privacyNotice.rightsText')}</Text>
      <SendMyLinkForm />

      {section('complaintTitle')}
      <RichText html={content.text('privacy.complaint')} {...content.attrs('privacy.complaint')} />
    </Stack>
  );
}
