import { Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { adminPath } from '../../../shared/admin-screens.ts';
import type { CompanySummary } from '../../../shared/schemas/company.ts';
import { AdminTable } from '../admin-shared/AdminTable.tsx';
import { formatDate } from '../admin-shared/format.ts';
import { ListToolbar } from '../admin-shared/ListToolbar.tsx';
import { useListParams } from '../admin-shared/use-list-params.ts';
import { listNavSource, recordNavState } from '../admin-shared/record-nav.ts';
import { useManagers } from '../admin-shared/use-managers.ts';
import { companiesQuery, useSaveCompany } from './api.ts';
import { CompanyForm, EMPTY_COMPANY } from './CompanyForm.tsx';

const FILTERS = ['manager'] as const;

/** crudCompanies: the client companies (decision 0044), searched and sorted; a row opens the company's page. */
export default function CompaniesAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveCompany();
  const { state, change, query } = useListParams('name:asc', FILTERS);
  const list = useQuery(companiesQuery(query));
  const { options: managerOptions, nameOf } = useManagers();
  const [adding, setAdding] = useState(false);

  const columns: DataTableColumn<CompanySummary>[] = [
    {
      accessor: 'name',
      title: t('admin.fields.name'),
      sortable: true,
      render: (c) => (
        <>
          <Text size="sm" fw={500}>
            {c.name}
          </Text>
          <Text size="xs" c="gray.7">
            {c.address}
          </Text>
        </>
      ),
    },
    {
      accessor: 'vatNumber',
      title: t('admin.fields.vatNumber'),
      noWrap: true,
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.sm})`,
    },
    { accessor: 'contacts', title: t('admin.companies.contactsCount'), textAlign: 'right' },
    { accessor: 'records', title: t('admin.companies.recordsCount'), textAlign: 'right' },
    {
      accessor: 'managerId',
      title: t('admin.fields.manager'),
      render: (c) => nameOf(c.managerId),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.md})`,
    },
    {
      accessor: 'creationDate',
      title: t('admin.fields.creationDate'),
      sortable: true,
      noWrap: true,
      render: (c) => formatDate(c.creationDate),
      visibleMediaQuery: (th) => `(min-width: ${th.breakpoints.lg})`,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('admin.menu.crudCompanies')}</Title>
        <Button onClick={() => setAdding(true)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('admin.companies.add')}
        </Button>
      </Group>
      <ListToolbar state={state} change={change}>
        <Select
          label={t('admin.fields.manager')}
          data={managerOptions}
          value={state.filters.manager ?? null}
          onChange={(v) => change({ filters: { manager: v } })}
          clearable
          placeholder={t('admin.list.all')}
          w={{ base: '100%', xs: 200 }}
        />
      </ListToolbar>
      <AdminTable
        data={list.data}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        columns={columns}
        state={state}
        change={change}
        // The company's page walks this list (previous / next, decision 0051) and comes back to it as it is.
        onRowClick={(c) =>
          void navigate(adminPath('crudCompanies', c.id), {
            state: list.data
              ? recordNavState(
                  listNavSource(
                    'companies',
                    `${adminPath('crudCompanies')}/`,
                    query,
                    list.data,
                    location.pathname + location.search,
                  ),
                )
              : undefined,
          })
        }
      />
      {adding ? (
        <Modal
          opened
          onClose={() => setAdding(false)}
          title={t('admin.companies.add')}
          size="lg"
          closeOnClickOutside={false}
          closeButtonProps={{ 'aria-label': t('admin.common.close') }}
        >
          <CompanyForm
            values={EMPTY_COMPANY}
            onCancel={() => setAdding(false)}
            onSave={(values) => save.mutateAsync({ id: null, values })}
            onSaved={(made) => void navigate(adminPath('crudCompanies', made.id))}
          />
        </Modal>
      ) : null}
    </Stack>
  );
}
