import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../lib/site-content.tsx';
import { Link } from 'react-router';
import { AsidePanel, FormPage } from '../../components/FormPage.tsx';
import { TalentRequestForm } from './TalentRequestForm.tsx';

/** talentPool: a client tells us which talent they need. */
export default function TalentPoolPage() {
  const { t } = useTranslation();
  const content = useSiteContent();
  return (
    <FormPage
      title={t('talents.pool.title')}
      leadKey="pages.talentPool.lead"
      aside={
        <>
          <AsidePanel muted>
            {content.text('forClients.howTitle') ? (
              <Title order={2} size="h4" {...content.attrs('forClients.howTitle')}>
                {content.text('forClients.howTitle')}
              </Title>
            ) : null}
            {(['brief', 'search', 'shortlist', 'followUp'] as const)
              .filter((step) => content.text(`forClients.steps.${step}.title`))
              .map((step) => (
                <Text key={step} size="sm" mt="xs" {...content.attrs(`forClients.steps.${step}.text`)}>
                  <strong {...content.attrs(`forClients.steps.${step}.title`)}>
                    {content.text(`forClients.steps.${step}.title`)}
                  </strong>{' '}
                  {content.text(`forClients.steps.${step}.text`)}
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
