// /blogs, /podcasts and their items (/blogs/:slug, /podcasts/:slug): GET /api/Posts?kind= (paged by the
// server, ?page= in the URL) and GET /api/Posts/Slug/{slug}, both in the UI language (?lang) where
// translated; text in another language is marked with its `lang`. Podcasts play their audio from storage.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { PostKind, PostSummary } from '../../../shared/schemas/content';
import { useAppSelector } from '../../lib/hooks';
import { EmptyState } from '../../components/EmptyState';
import { contentLang, formatDate } from '../../lib/format';
import { EditIcon, MicIcon, WarningIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PageHero } from '../../components/PageHero';
import { selectLanguage } from '../locale';
import { CoverCard, CoverImage } from '../../components/CoverCard';
import { useCoverUrl } from '../config';
import { PagedCardList } from './PagedCardList';
import { CONTENT_FOLDERS, contentErrorKey, formatDuration, POST_KIND_META } from './contentMeta';
import { ContentHtml } from '../../components/ContentHtml';
import { ShareLinks } from './ShareLinks';
import { useRequest } from '../../app/useRequest';
import { postListRequest, postRequest } from './contentRequests';
import { paths } from '../../app/paths';

export const POSTS_PAGE_SIZE = 12;

export function pageParam(params: URLSearchParams): number {
  const n = Number(params.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

const authorName = (p: PostSummary) => `${p.author.firstName} ${p.author.lastName}`.trim() || p.author.username;

function PostCard({ post, priority }: { post: PostSummary; priority: boolean }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const cover = useCoverUrl(post.coverImage, CONTENT_FOLDERS.postCover);
  return (
    <CoverCard
      to={paths.contentItem(post.kind, post.slug)}
      cover={cover}
      title={post.title}
      summary={post.summary}
      lang={contentLang(post.lang, lang)}
      testId="post-card"
      priority={priority}
      meta={
        <>
          <time dateTime={post.publishedAt}>
            {formatDate(post.publishedAt, lang)}
          </time>
          <span>{authorName(post)}</span>
          {post.durationSeconds !== null && <span>{t('POSTS.DURATION', { duration: formatDuration(post.durationSeconds) })}</span>}
        </>
      }
      badge={post.kind === 'podcast' ? <Chip size="small" color="secondary" icon={<MicIcon />} label={t('POSTS.PODCAST')} /> : undefined}
    />
  );
}

export function PostListPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const meta = POST_KIND_META[kind];
  const Icon = kind === 'podcast' ? MicIcon : EditIcon;
  const lang = useAppSelector(selectLanguage);
  const { state, reload } = useRequest(postListRequest, { kind, lang, page, pageSize: POSTS_PAGE_SIZE });
  useDocumentTitle(t(`PAGES.${meta.page}.TITLE`));
  const goTo = (p: number) => {
    setParams(p <= 1 ? {} : { page: String(p) });
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <PageHero title={t(`PAGES.${meta.page}.TITLE`)} description={t(`PAGES.${meta.page}.DESCRIPTION`)} icon={<Icon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <PagedCardList
          state={state}
          reload={reload}
          page={page}
          pageSize={POSTS_PAGE_SIZE}
          onPage={goTo}
          empty={<EmptyState icon={<Icon />} title={t('POSTS.EMPTY')} />}
          failedTitleKey="POSTS.LOAD_FAILED"
          itemKey={(post) => post.id}
          renderItem={(post, i) => <PostCard post={post} priority={i === 0} />}
        />
      </Container>
    </>
  );
}

export function PostPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const lang = useAppSelector(selectLanguage);
  const meta = POST_KIND_META[kind];
  const { state } = useRequest(postRequest, { slug, lang });
  const post = state.status === 'succeeded' && state.data?.kind === kind ? state.data : undefined;
  const cover = useCoverUrl(post?.coverImage, CONTENT_FOLDERS.postCover);
  const audio = useCoverUrl(post?.audioFile, CONTENT_FOLDERS.podcastAudio);
  useDocumentTitle(post?.title ?? t(`PAGES.${meta.page}.TITLE`));
  const back = (
    <Button component={RouterLink} to={paths.content(kind)} variant="outlined">
      {t('POSTS.BACK', { section: t(`PAGES.${meta.page}.TITLE`) })}
    </Button>
  );
  // The text's language when it is not the page's (no translation into the reader's language).
  const textLang = contentLang(post?.lang, lang);
  const notFound = (state.status === 'succeeded' && !post) || (state.status === 'failed' && state.error?.status === 404);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {(state.status === 'loading' || state.status === 'idle') && (
        <Box aria-busy="true" aria-label={t('COMMON.LOADING')}>
          <Skeleton width="30%" />
          <Skeleton width="90%" height={56} />
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', my: 3 }} />
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
      )}
      {notFound && <EmptyState icon={<WarningIcon />} title={t('ERRORS.POST_NOT_FOUND')} action={back} />}
      {state.status === 'failed' && !notFound && <EmptyState icon={<WarningIcon />} title={t('POSTS.LOAD_FAILED')} text={t(contentErrorKey(state.error?.code))} action={back} />}
      {post && (
        <Box component="article">
          <Typography variant="overline" color="secondary">
            {t(`PAGES.${meta.page}.TITLE`)}
          </Typography>
          <Typography component="h1" variant="h3" lang={textLang} sx={{ fontSize: { xs: 28, md: 40 }, mt: 1 }}>
            {post.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('POSTS.BY', { author: authorName(post), date: formatDate(post.publishedAt, lang) })}
          </Typography>
          <CoverImage src={cover} eager sx={{ borderRadius: 3, my: 4 }} />
          {post.audioFile && (
            <Box component="figure" sx={{ m: 0, mb: 4, p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
              <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
                <MicIcon fontSize="small" color="primary" />
                {t('POSTS.LISTEN')}
                {post.durationSeconds !== null && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({t('POSTS.DURATION', { duration: formatDuration(post.durationSeconds) })})
                  </Typography>
                )}
              </Typography>
              <audio controls preload="metadata" src={audio} style={{ width: '100%' }} data-testid="podcast-audio">
                {t('POSTS.NO_AUDIO')}
              </audio>
            </Box>
          )}
          {post.summary && (
            <Typography lang={textLang} sx={{ fontSize: 19, fontWeight: 500, mb: 3 }}>
              {post.summary}
            </Typography>
          )}
          <ContentHtml html={post.body} lang={textLang} />
          <ShareLinks title={post.title} />
          <Box sx={{ mt: 5 }}>{back}</Box>
        </Box>
      )}
    </Container>
  );
}


