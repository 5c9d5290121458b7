import { Anchor, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../../lib/site-content.tsx';
import { Link } from 'react-router';
import { AsidePanel, FormPage } from '../../components/FormPage.tsx';
import { JoinTalentsForm } from './JoinTalentsForm.tsx';

/** apply: join our talents, and the way to a spontaneous application for those who want a permanent job. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const content = useSiteContent();
  return (
    <FormPage
      title={t('talents.apply.title')}
      leadKey="pages.apply.lead"
      aside={
        <>
          <AsidePanel muted>
            <Title order={2} size="h4">
              {t('forClients.joinCta')}
            </Title>
            <List
              mt="sm"
              spacing="xs"
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" aria-hidden>
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {(['local', 'specialist', 'followUp'] as const)
                .filter((key) => content.text(`home.aboutus.points.${key}`))
                .map((key) => (
                  <List.Item key={key} {...content.attrs(`home.aboutus.points.${key}`)}>
                    {content.text(`home.aboutus.points.${key}`)}
                  </List.Item>
                ))}
            </List>
          </AsidePanel>
          <AsidePanel>
            <Text size="sm">{t('talents.apply.spontaneousText')}</Text>
            <Anchor component={Link} to="/spontaneous" fw={600} size="sm">
              {t('talents.apply.spontaneousLink')}
            </Anchor>
          </AsidePanel>
        </>
      }
    >
      <JoinTalentsForm />
    </FormPage>
  );
}
