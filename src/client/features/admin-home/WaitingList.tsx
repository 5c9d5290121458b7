import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import { formatDate } from '../admin-shared/format.ts';
import { StateBadge } from '../admin-shared/StateBadge.tsx';
import { pipelineLabel, pipelinePath } from './pipeline-routes.ts';

/** The newest records that wait for staff: NEW ones, and interviews still REQUESTED. */
export function WaitingList({ items }: { items: Dashboard['waiting'] }) {
  const { t } = useTranslation();
  if (!items.length) return <Text c="dimmed">{t('admin.home.nothingWaiting')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.fields.name')}</Table.Th>
            <Table.Th>{t('admin.home.about')}</Table.Th>
            <Table.Th>{t('admin.fields.process')}</Table.Th>
            <Table.Th>{t('admin.fields.creationDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((w) => (
            <Table.Tr key={`${w.resource}-${w.id}`}>
              <Table.Td>
                <Anchor component={Link} to={pipelinePath(w.resource, w.id)} size="sm">
                  {w.name || t('admin.fields.noName')}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(pipelineLabel(w.resource))}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {w.about}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StateBadge state={w.process} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(w.creationDate)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
