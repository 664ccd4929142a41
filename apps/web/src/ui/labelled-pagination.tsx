// Mantine's Pagination with names on its arrow buttons, which show only an icon.
import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
      {...props}
    />
  );
}
