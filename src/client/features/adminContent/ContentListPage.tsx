// /admin/news and /admin/posts: every news item (or blog post and podcast), drafts and scheduled ones
// too, newest first, with a search, a status filter and a region (news) or kind (posts) filter. Each row
// is a card (the same on a phone and a desktop): title in its own language, status chip, region or
// kind, date, and a link to its editor.
import { adminPaths } from '../../app/areaPaths';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COUNTRY_IDS, type CountryId } from '../../../shared/constants';
import type { AdminNewsItem, AdminPost, ContentStatus } from '../../../shared/schemas/adminContent';
import { CONTENT_STATUSES } from '../../../shared/schemaValues';
import type { PostKind } from '../../../shared/schemas/content';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { REGION_KEYS } from '../../lib/localeNames';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { ADMIN_CONTENT_PAGE_SIZE, adminNewsListRequest, adminPostListRequest } from './adminContentRequests';
import type { ContentType } from './contentForm';
import { formatDateTime } from '../../lib/format';

export const STATUS_KEYS: { readonly [S in ContentStatus]: string } = {
  draft: 'ADMIN.CONTENT.STATUS_DRAFT',
  scheduled: 'ADMIN.CONTENT.STATUS_SCHEDULED',
  published: 'ADMIN.CONTENT.STATUS_PUBLISHED',
};
const STATUS_COLORS = { draft: 'default', scheduled: 'info', published: 'success' } as const;
export const KIND_KEYS: { readonly [K in PostKind]: string } = { blog: 'ADMIN.CONTENT.KIND_BLOG', podcast: 'ADMIN.CONTENT.KIND_PODCAST' };

export function StatusChip({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATUS_COLORS[status]} variant={status === 'draft' ? 'outlined' : 'filled'} label={t(STATUS_KEYS[status])} />;
}

/** A date and time in the UI language (lib/format's: Thai in the Buddhist era). */
export { formatDateTime };

type Item = AdminNewsItem | AdminPost;

function ItemCard({ type, item }: { type: ContentType; item: Item }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const headingId = `${type}-${item.id}`;
  const where = 'ctlCountryId' in item ? t(REGION_KEYS[item.ctlCountryId as CountryId] ?? 'REGIONS.GLOBAL') : t(KIND_KEYS[item.kind]);
  const when = t(item.status === 'scheduled' ? 'ADMIN.CONTENT.GOES_PUBLIC' : item.status === 'published' ? 'ADMIN.CONTENT.PUBLISHED_ON' : 'ADMIN.CONTENT.CHANGED_ON', {
    date: formatDateTime(item.status === 'draft' ? item.updatedAt : item.publishedAt, lang),
  });
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: 17, minWidth: 0, overflowWrap: 'anywhere' }} lang={item.lang !== lang ? item.lang : undefined}>
          <Link component={RouterLink} to={type === 'news' ? adminPaths.newsEdit(item.id) : adminPaths.postEdit(item.id)} underline="hover" color="inherit">
            {item.title}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={where} />
          <StatusChip status={item.status} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {when} · /{item.slug}
      </Typography>
    </Paper>
  );
}

export function ContentListPage({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  const title = t(type === 'news' ? 'PAGES.ADMIN_NEWS.TITLE' : 'PAGES.ADMIN_POSTS.TITLE');
  useDocumentTitle(title);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [country, setCountry] = useState<CountryId | ''>('');
  const [kind, setKind] = useState<PostKind | ''>('');
  const [page, setPage] = useState(1);
  const base = { search: search || undefined, status: status || undefined, page, pageSize: ADMIN_CONTENT_PAGE_SIZE };
  const news = useRequest(adminNewsListRequest, type === 'news' ? { ...base, country: country || undefined } : null);
  const posts = useRequest(adminPostListRequest, type === 'post' ? { ...base, kind: kind || undefined } : null);
  const { state, reload } = type === 'news' ? news : posts;
  const data = state.data as { items: Item[]; total: number } | null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const filtered = Boolean(search || status || country || kind);

  let body;
  if (state.status === 'failed' && !data) body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN.CONTENT.RETRY')} onRetry={reload} />;
  else if (!data) body = <LoadingList count={4} height={88} gap={1.5} />;
  else if (data.items.length === 0) body = <EmptyState title={t(filtered ? 'ADMIN.CONTENT.NONE_FOUND' : type === 'news' ? 'ADMIN.CONTENT.NO_NEWS' : 'ADMIN.CONTENT.NO_POSTS')} />;
  else
    body = (
      <Box aria-busy={state.status === 'loading'}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {data.items.map((item) => (
            <ItemCard key={item.id} type={type} item={item} />
          ))}
        </Box>
        <Pagination page={page} pageCount={Math.ceil(data.total / ADMIN_CONTENT_PAGE_SIZE)} onChange={setPage} />
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <PageHeading>{title}</PageHeading>
        <Button variant="contained" component={RouterLink} to={type === 'news' ? adminPaths.newsEdit('new') : adminPaths.postEdit('new')}>
          {t(type === 'news' ? 'ADMIN.CONTENT.NEW_NEWS' : 'ADMIN.CONTENT.NEW_POST')}
        </Button>
      </Box>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" type="search" label={t('ADMIN.CONTENT.SEARCH')} value={typed} onChange={(e) => setTyped(e.target.value)} sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' } }} />
        <Button type="submit" variant="outlined">
          {t('ADMIN.CONTENT.SEARCH_BUTTON')}
        </Button>
        <TextField
          select
          size="small"
          label={t('ADMIN.CONTENT.STATUS')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContentStatus | '');
            setPage(1);
          }}
          sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <MenuItem value="">{t('ADMIN.CONTENT.ALL')}</MenuItem>
          {CONTENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(STATUS_KEYS[s])}
            </MenuItem>
          ))}
        </TextField>
        {type === 'news' ? (
          <TextField
            select
            size="small"
            label={t('ADMIN.CONTENT.REGION')}
            value={country}
            onChange={(e) => {
              setCountry(e.target.value === '' ? '' : (Number(e.target.value) as CountryId));
              setPage(1);
            }}
            sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            <MenuItem value="">{t('ADMIN.CONTENT.ALL')}</MenuItem>
            {COUNTRY_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {t(REGION_KEYS[id])}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            size="small"
            label={t('ADMIN.CONTENT.KIND')}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as PostKind | '');
              setPage(1);
            }}
            sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            <MenuItem value="">{t('ADMIN.CONTENT.ALL')}</MenuItem>
            {(['blog', 'podcast'] as const).map((k) => (
              <MenuItem key={k} value={k}>
                {t(KIND_KEYS[k])}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {body}
    </Box>
  );
}
