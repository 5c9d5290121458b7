import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { adminPath, PEOPLE_SCREEN } from '../../../shared/admin-screens.ts';
import { personRef } from '../../../shared/schemas/person.ts';
import { Loading } from '../../components/Loading.tsx';
import { recordQuery } from '../admin-shared/admin-api.ts';

/**
 * The older address of a person page, `/persons/{recordType}/{id}` (decision 0030): the person of that record,
 * now a page of its own by id (`/crudPeople/{personId}`, decision 0045), where this redirects.
 */
export default function PersonPage() {
  const { t } = useTranslation();
  const ref = personRef.safeParse(useParams());
  const record = useQuery(
    recordQuery<{ personId: number }>(ref.success ? ref.data.recordType : 'contacts', ref.success ? ref.data.id : null),
  );
  if (!ref.success) return <Alert color="red">{t('common.notFound')}</Alert>;
  if (record.isPending) return <Loading />;
  if (!record.data) return <Alert color="red">{t('common.requestFailed')}</Alert>;
  return <Navigate to={adminPath(PEOPLE_SCREEN, record.data.personId)} replace />;
}
