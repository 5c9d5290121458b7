import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages of search results, with labelled controls. */
export function Pager({
  total,
  size,
  page,
  onChange,
  label,
}: {
  total: number;
  size: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / size);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="xl" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        getItemProps={(p) => ({
          'aria-label': t('pager.page', { page: p }),
          'aria-current': p === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
    </Group>
  );
}
