import { Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import { PIPELINE_RESOURCES } from '../../../shared/schemas/pipeline.ts';
import { pipelineLabel, pipelinePath } from './pipeline-routes.ts';

/** Each pipeline's records by state; a state leads to the list filtered on it. */
export function PipelineCounts({ counts }: { counts: Dashboard['counts'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {PIPELINE_RESOURCES.map((resource) => {
        const byState = counts[resource];
        const total = Object.values(byState).reduce((a, b) => a + b, 0);
        return (
          <Paper
            key={resource}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={t(pipelineLabel(resource))}
          >
            <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
              <Text fw={600} component={Link} to={pipelinePath(resource)} c="inherit" td="none">
                {t(pipelineLabel(resource))}
              </Text>
              <Text size="xl" fw={700}>
                {total}
              </Text>
            </Group>
            <Group gap={6}>
              {Object.entries(byState).map(([state, n]) => (
                <UnstyledButton key={state} component={Link} to={`${pipelinePath(resource)}?process=${state}`}>
                  <Badge variant={n ? 'light' : 'outline'} color={n ? 'indigo' : 'gray'} radius="sm">
                    {t(`admin.states.${state}`)}: {n}
                  </Badge>
                </UnstyledButton>
              ))}
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
