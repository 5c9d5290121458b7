import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AsidePanel, FormPage } from '../../components/FormPage.tsx';
import { TalentRequestForm } from './TalentRequestForm.tsx';

/** talentPool: a client tells us which talent they need. */
export default function TalentPoolPage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('talents.pool.title')}
      lead={t('talents.pool.lead')}
      aside={
        <>
          <AsidePanel muted>
            <Title order={2} size="h4">
              {t('forClients.howTitle')}
            </Title>
            {(['brief', 'search', 'shortlist', 'followUp'] as const).map((step) => (
              <Text key={step} size="sm" mt="xs">
                <strong>{t(`forClients.steps.${step}.title`)}</strong> {t(`forClients.steps.${step}.text`)}
              </Text>
            ))}
          </AsidePanel>
          <AsidePanel>
            <Text size="sm">{t('talents.pool.profilesText')}</Text>
            <Anchor component={Link} to="/profiles" fw={600} size="sm">
              {t('talents.pool.profilesLink')}
            </Anchor>
          </AsidePanel>
        </>
      }
    >
      <TalentRequestForm />
    </FormPage>
  );
}
