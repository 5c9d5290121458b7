import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = [
  { id: 'aboutus', key: 'home.aboutus' },
  { id: 'ourVision', key: 'home.ourVision' },
  { id: 'ourActivity', key: 'home.ourActivity' },
  { id: 'Team', key: 'home.team' },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('home.title')}</Title>
      {SECTIONS.map((s) => (
        <section key={s.id} id={s.id} tabIndex={-1} aria-labelledby={`${s.id}-title`} style={{ minHeight: '60vh' }}>
          <Title order={2} id={`${s.id}-title`}>
            {t(`${s.key}.title`)}
          </Title>
          <Text>{t(`${s.key}.text`)}</Text>
        </section>
      ))}
    </Stack>
  );
}
