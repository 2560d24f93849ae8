import type { Key, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../shared/schemas/common';
import { EmptyState } from '../../components/EmptyState';
import { WarningIcon } from '../../components/icons';
import { Pagination } from '../../components/Pagination';
import { CARD_GRID_SX, CardGridSkeleton } from './ContentCard';
import { contentErrorKey } from './contentMeta';
import type { RequestState } from '../../app/request';

export interface PagedCardListProps<T> {
  state: RequestState<Page<T>>;
  reload: () => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Shown when the page has no items. */
  empty: ReactNode;
  /** Translation key of the title shown when loading failed. */
  failedTitleKey: string;
  itemKey: (item: T) => Key;
  /** `index` on the page: the first card's cover is the likely largest paint (CoverCard `priority`). */
  renderItem: (item: T, index: number) => ReactNode;
}

/** A server-paged list of cards with its loading skeleton, empty state, failure with retry, and pagination. */
export function PagedCardList<T>({ state, reload, page, pageSize, onPage, empty, failedTitleKey, itemKey, renderItem }: PagedCardListProps<T>) {
  const { t } = useTranslation();
  if (state.status === 'succeeded' && state.data) {
    if (state.data.items.length === 0) return <>{empty}</>;
    return (
      <>
        <Box component="ul" sx={{ ...CARD_GRID_SX, listStyle: 'none', m: 0, p: 0 }}>
          {state.data.items.map((item, i) => (
            <li key={itemKey(item)}>{renderItem(item, i)}</li>
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.max(1, Math.ceil(state.data.total / pageSize))} onChange={onPage} />
      </>
    );
  }
  if (state.status === 'failed' && state.error) {
    return (
      <EmptyState
        icon={<WarningIcon />}
        title={t(failedTitleKey)}
        text={t(contentErrorKey(state.error.code))}
        action={
          <Button variant="contained" onClick={reload}>
            {t('COURSES.RETRY')}
          </Button>
        }
      />
    );
  }
  return <CardGridSkeleton label={t('COMMON.LOADING')} />;
}
