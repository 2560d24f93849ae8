import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
// The public home page: hero with course search, category chips and the latest analysis and news from
// the store, the site's sections, and a call to action. Nothing here is invented: empty data shows
// honest empty states.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { COUNTRIES, LANGUAGES } from '../../shared/constants';
import { useAppSelector } from '../lib/hooks';
import { BRAND } from '../lib/theme';
import { selectIsSignedIn } from '../features/auth';
import { categoryTitle, selectCategories, selectCategoriesError, selectCategoriesLoading } from '../features/categories';
import { selectStorageBaseUrl } from '../features/config';
import { selectLanguage } from '../features/locale';
import { selectLatestNews, selectNewsError, selectNewsLoading } from '../features/news';
import { EmptyState } from '../components/EmptyState';
import { LiteLinkButton } from '../components/LiteButton';
import { Shimmer } from '../components/Shimmer';
import { NewsCard, NewsCardSkeleton } from '../components/NewsCard';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { ArrowForwardIcon, ArticleIcon, AppsIcon, GlobeIcon, SchoolIcon } from '../components/icons';
import { CourseSearchForm } from '../components/CourseSearchForm';
import { PUBLIC_PAGES } from './pageDefs';
import { paths } from '../app/paths';

/**
 * The featured courses row: its own chunk, fetched when its place (after the categories) comes within 100 px of
 * the viewport (below the first screen on a phone and a laptop), so the first paint does not wait for it;
 * nothing is shown until it arrives.
 */
const HomeFeaturedCourses = lazy(() => import(/* webpackChunkName: "home-featured" */ '../features/featuredCourses'));

function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>;
}

const SECTIONS = [
  { page: PUBLIC_PAGES.seminars, to: paths.content('seminar') },
  { page: PUBLIC_PAGES.podcasts, to: paths.content('podcast') },
  { page: PUBLIC_PAGES.roboCamps, to: paths.content('robo-camp') },
  { page: PUBLIC_PAGES.roboRoadTrip, to: paths.content('road-trip') },
  { page: PUBLIC_PAGES.events, to: paths.content('event') },
  { page: PUBLIC_PAGES.blogs, to: paths.content('blog') },
] as const;

function SectionTitle({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Typography id={id} component="h2" variant="h4" sx={{ fontSize: { xs: 24, md: 32 } }}>
        {title}
      </Typography>
      {action}
    </Box>
  );
}

function Hero() {
  const { t } = useTranslation();
  const categories = useAppSelector(selectCategories);
  const facts = [
    { icon: GlobeIcon, value: String(LANGUAGES.length), label: t('HOME.FACT_LANGUAGES') },
    { icon: AppsIcon, value: String(COUNTRIES.length), label: t('HOME.FACT_REGIONS') },
    { icon: SchoolIcon, value: categories.length > 0 ? String(categories.length) : '–', label: t('HOME.FACT_CATEGORIES') },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: (theme) => (theme.palette.mode === 'dark' ? BRAND.heroDark : BRAND.heroLight),
        borderBottom: 1,
        borderColor: 'divider',
        pt: { xs: 6, md: 11 },
        pb: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
        <Box
          component="p"
          sx={{
            display: 'inline-block',
            m: 0,
            mb: 3,
            px: 2,
            py: 0.75,
            borderRadius: 999,
            border: 1,
            borderColor: 'primary.main',
            color: 'primary.main',
            bgcolor: 'rgba(124,140,255,0.08)',
            fontSize: 13,
            fontWeight: 600,
          }}
        >
          {t('HOME.HERO_EYEBROW')}
        </Box>
        <Typography
          id="home-hero-title"
          component="h1"
          variant="h2"
          sx={{ fontSize: { xs: 34, sm: 46, md: 60 }, lineHeight: 1.1, maxWidth: 900, mx: 'auto' }}
        >
          {t('HOME.HERO_TITLE_START')}{' '}
          <Box component="span" sx={{ background: BRAND.gradient, WebkitBackgroundClip: 'text', backgroundClip: 'text', color: 'transparent' }}>
            {t('HOME.HERO_TITLE_HIGHLIGHT')}
          </Box>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2.5, mx: 'auto', maxWidth: 680, fontSize: { xs: 16, md: 19 } }}>
          {t('HOME.HERO_SUBTITLE')}
        </Typography>
        <Box sx={{ mt: 4, mx: 'auto', maxWidth: 620, display: 'flex', '& form': { maxWidth: 'none', height: 54 } }}>
          <CourseSearchForm id="home-search" dense />
        </Box>
        <Box component="dl" sx={{ mt: 5, mb: 0, display: 'flex', justifyContent: 'center', gap: { xs: 3, md: 6 }, flexWrap: 'wrap' }}>
          {/* Each fact a <div> of term then value (the value shown above it); the icon sits in the term. */}
          {facts.map(({ icon: Icon, value, label }) => (
            <Box key={label} sx={{ position: 'relative', display: 'flex', flexDirection: 'column-reverse', justifyContent: 'center', minHeight: 40, pl: 4.25, textAlign: 'left' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                <Icon sx={{ color: 'secondary.main', position: 'absolute', left: 0, top: '50%', transform: 'translateY(-50%)' }} />
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: 22, lineHeight: 1 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function CategoriesSection() {
  const { t } = useTranslation();
  const categories = useAppSelector(selectCategories);
  const loading = useAppSelector(selectCategoriesLoading);
  const error = useAppSelector(selectCategoriesError);
  const lang = useAppSelector(selectLanguage);
  const topLevel = categories.filter((c) => !c.parentId);
  const shown = topLevel.length > 0 ? topLevel : categories;
  return (
    <Box component="section" aria-labelledby="home-categories" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <SectionTitle
          id="home-categories"
          title={t('HOME.CATEGORIES_TITLE')}
          action={
            <LiteLinkButton to={paths.courses()} endIcon={<ArrowForwardIcon />}>
              {t('HEADER.VIEW_ALL_CATEGORIES')}
            </LiteLinkButton>
          }
        />
        {loading && categories.length === 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} aria-busy="true" aria-label={t('COMMON.LOADING')}>
            {[120, 90, 140, 110, 100, 130, 95, 150].map((w, i) => (
              <Shimmer key={i} sx={{ width: w, height: 42, borderRadius: 999 }} />
            ))}
          </Box>
        ) : shown.length === 0 ? (
          <EmptyState icon={<AppsIcon />} title={t(error ? 'HOME.CATEGORIES_ERROR' : 'HOME.CATEGORIES_EMPTY')} />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {shown.map((category) => (
              <li key={category.id}>
                <Box
                  component={RouterLink}
                  to={paths.courses({ category: category.id })}
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    height: 42,
                    px: 2.25,
                    fontSize: 15,
                    fontWeight: 600,
                    borderRadius: 999,
                    bgcolor: 'background.paper',
                    color: 'text.primary',
                    textDecoration: 'none',
                    border: 1,
                    borderColor: 'divider',
                    transition: 'border-color .15s, color .15s',
                    '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
                  }}
                >
                  {categoryTitle(category, lang)}
                </Box>
              </li>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}

function NewsSection() {
  const { t } = useTranslation();
  const news = useAppSelector(selectLatestNews);
  const loading = useAppSelector(selectNewsLoading);
  const error = useAppSelector(selectNewsError);
  const lang = useAppSelector(selectLanguage);
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  const items = news.slice(0, 3);
  return (
    <Box component="section" aria-labelledby="home-news" sx={{ py: { xs: 5, md: 8 }, bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#0d1328' : '#eef0f7') }}>
      <Container maxWidth="lg">
        <SectionTitle
          id="home-news"
          title={t('HEADER.LATEST_ANALYSIS_NEWS')}
          action={
            <LiteLinkButton to={paths.news()} endIcon={<ArrowForwardIcon />}>
              {t('HOME.VIEW_ALL_NEWS')}
            </LiteLinkButton>
          }
        />
        {loading && news.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            <NewsCardSkeleton />
            <NewsCardSkeleton />
            <NewsCardSkeleton />
          </Box>
        ) : items.length === 0 ? (
          <EmptyState icon={<ArticleIcon />} title={t(error ? 'HOME.NEWS_ERROR' : 'HOME.NEWS_EMPTY')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            {items.map((item) => (
              <NewsCard key={item.id} item={item} lang={lang} storageBaseUrl={storageBaseUrl} />
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}

function ExploreSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-explore" sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <SectionTitle id="home-explore" title={t('HOME.EXPLORE_TITLE')} />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {SECTIONS.map(({ page, to }) => {
            const Icon = page.icon;
            return (
              <Box
                key={page.id}
                component={RouterLink}
                to={to}
                sx={{
                  display: 'flex',
                  gap: 2,
                  p: 2.5,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  color: 'inherit',
                  textDecoration: 'none',
                  transition: 'border-color .2s, transform .2s',
                  '&:hover, &:focus-visible': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
                }}
              >
                <Box sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', background: BRAND.gradient, color: '#0b1020' }}>
                  <Icon />
                </Box>
                <Box>
                  <Typography variant="subtitle1" component="h3">
                    {t(`PAGES.${page.id}.TITLE`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`PAGES.${page.id}.DESCRIPTION`)}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}

function CallToAction() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Box component="section" aria-labelledby="home-cta" sx={{ pb: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 4,
            p: { xs: 4, md: 6 },
            background: 'linear-gradient(135deg, rgba(124,140,255,0.22), rgba(34,211,238,0.16))',
            border: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box>
            <Typography id="home-cta" component="h2" variant="h4" sx={{ fontSize: { xs: 24, md: 32 } }}>
              {t(signedIn ? 'HOME.CTA_SIGNED_IN_TITLE' : 'HOME.CTA_TITLE')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560 }}>
              {t(signedIn ? 'HOME.CTA_SIGNED_IN_TEXT' : 'HOME.CTA_TEXT')}
            </Typography>
          </Box>
          {signedIn ? (
            <LiteLinkButton to={paths.student.dashboard()} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
              {t('HOME.CTA_DASHBOARD')}
            </LiteLinkButton>
          ) : (
            <LiteLinkButton to={paths.signUp()} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
              {t('HOME.CTA_SIGN_UP')}
            </LiteLinkButton>
          )}
        </Box>
      </Container>
    </Box>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.HOME.TITLE'));
  return (
    <>
      <Hero />
      <CategoriesSection />
      <WhenNear>
        <HomeFeaturedCourses />
      </WhenNear>
      <NewsSection />
      <ExploreSection />
      <CallToAction />
    </>
  );
}

export default HomePage;
