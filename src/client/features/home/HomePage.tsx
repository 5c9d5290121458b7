import { Stack } from '@mantine/core';
import { AboutSection, ActivitySection, VisionSection } from './CompanySections.tsx';
import { Hero } from './Hero.tsx';
import { TeamSection } from './TeamSection.tsx';

/** Home: the hero, then the sections the consulting menu scrolls to (aboutus, ourVision, ourActivity, Team). */
export default function HomePage() {
  return (
    <Stack gap={64}>
      <Hero />
      <AboutSection />
      <VisionSection />
      <ActivitySection />
      <TeamSection />
    </Stack>
  );
}
