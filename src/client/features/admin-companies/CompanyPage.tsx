import { Alert, Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { WriteMailButton } from '../admin-shared/WriteMail.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminPath, adminTitleKey, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import type { CompanyDetail } from '../../../shared/schemas/company.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { Loading } from '../../components/Loading.tsx';
import { RecordPager } from '../admin-shared/RecordPager.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { Section } from '../admin-shared/Section.tsx';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { companyQuery, personPath, useSaveCompany } from './api.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { ConsultantsWhoFit } from '../admin-shared/matching/MatchPanels.tsx';

/**
 * One client company (decision 0044): its fields, edited here; its contacts; its bookings and talent requests; the
 * consultants it booked. Each list in time order, oldest first, linking to the person and record pages.
 */
export default function CompanyPage() {
  const { t } = useTranslation();
  const params = idParams.safeParse(useParams());
  const id = params.success ? params.data.id : null;
  const company = useQuery(companyQuery(id));
  const save = useSaveCompany();
  const back = <RecordPager fallback={adminPath('crudCompanies')} label={t(adminTitleKey('crudCompanies'))} />;
  if (id === null) return <Alert color="red">{t('admin.companies.notFound')}</Alert>;
  if (company.isPending) return <Loading />;
  if (!company.data)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{t('admin.companies.notFound')}</Alert>
      </Stack>
    );
  const { contacts, records, consultants, ...fields } = company.data;
  return (
    <Stack gap="md">
      {back}
      <Title order={1}>{fields.name}</Title>
      <Section title={t('admin.companies.edit')}>
        <CompanyForm
          values={{
            name: fields.name,
            vatNumber: fields.vatNumber,
            address: fields.address,
            lang: fields.lang as 'fr' | 'en' | 'nl',
            managerId: fields.managerId,
          }}
          onSave={(values) => save.mutateAsync({ id, values })}
        />
      </Section>
      <Section title={t('admin.companies.contacts')}>
        {contacts.length ? (
          <List spacing={4} listStyleType="none" pl={0} data-testid="company-contacts">
            {contacts.map((p) => (
              <List.Item key={p.id}>
                <Text size="sm">
                  <Anchor component={Link} to={personPath(p.id)}>
                    {`${p.firstName} ${p.lastName}`.trim() || p.email}
                  </Anchor>
                  {' · '}
                  {[p.email, p.phone, t('admin.companies.since', { date: formatDate(p.creationDate) })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {p.email ? (
                  <WriteMailButton
                    personId={p.id}
                    language={p.lang}
                    record={{ recordType: 'companies', recordId: fields.id }}
                    label={t('writeMail.writeTo', { name: `${p.firstName} ${p.lastName}`.trim() || p.email })}
                  />
                ) : null}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('admin.companies.noContacts')}</Text>
        )}
      </Section>
      <Section title={t('admin.companies.records')}>
        <Records records={records} contacts={contacts} />
      </Section>
      <Section title={t('admin.companies.consultants')}>
        {consultants.length ? (
          <List spacing={6} listStyleType="none" pl={0} data-testid="company-consultants">
            {consultants.map((c) => (
              <List.Item key={c.profileId}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={adminPath(PIPELINE_SCREENS.profiles, c.profileId)} size="sm">
                    {c.name || `#${c.profileId}`}
                  </Anchor>
                  <Text size="sm">
                    {[c.profileTitle, t('admin.companies.firstBooked', { date: formatDate(c.firstBookedAt) })]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <StateBadge state={c.lastBookingState} />
                  <StateBadge state={c.profileState} />
                  <Anchor component={Link} to={personPath(c.personId)} size="sm">
                    {t('admin.companies.person', { id: c.personId })}
                  </Anchor>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('admin.companies.noConsultants')}</Text>
        )}
      </Section>
      <ConsultantsWhoFit source={{ kind: 'companies', id: fields.id }} />
    </Stack>
  );
}

/** The bookings and talent requests, oldest first: what, about whom, where it stands, and who sent it. */
function Records({ records, contacts }: Pick<CompanyDetail, 'records' | 'contacts'>) {
  const { t } = useTranslation();
  if (!records.length) return <Text size="sm">{t('admin.companies.noRecords')}</Text>;
  const sender = (personId: number) => {
    const p = contacts.find((c) => c.id === personId);
    return p ? `${p.firstName} ${p.lastName}`.trim() || p.email : t('admin.companies.person', { id: personId });
  };
  return (
    <List spacing={6} listStyleType="none" pl={0} data-testid="company-records">
      {records.map((r) => (
        <List.Item key={r.id}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="gray.7">
              {formatDate(r.createdAt)}
            </Text>
            <Anchor component={Link} to={adminPath(PIPELINE_SCREENS[r.recordType], r.id)} size="sm">
              {`${t(`admin.interviewKinds.${r.kind}`)} #${r.id}`}
            </Anchor>
            {r.about ? <Text size="sm">{r.about}</Text> : null}
            <StateBadge state={r.state} />
            <Text size="sm">
              {t('admin.companies.sentBy')}{' '}
              <Anchor component={Link} to={personPath(r.personId)}>
                {sender(r.personId)}
              </Anchor>
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
