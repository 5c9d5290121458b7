import { Anchor, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AsidePanel, FormPage } from '../../components/FormPage.tsx';
import { JoinTalentsForm } from './JoinTalentsForm.tsx';

/** apply: join our talents, and the way to a spontaneous application for those who want a permanent job. */
export default function ApplyPage() {
  const { t } = useTranslation();
  return (
    <FormPage
      title={t('talents.apply.title')}
      lead={t('talents.apply.lead')}
      aside={
        <>
          <AsidePanel muted>
            <Title order={2} size="h4">
              {t('forClients.joinTitle')}
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
              {(['local', 'specialist', 'followUp'] as const).map((key) => (
                <List.Item key={key}>{t(`home.aboutus.points.${key}`)}</List.Item>
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
