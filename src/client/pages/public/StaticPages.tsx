// /about-us, /faqs, /privacy-policy, /terms-and-conditions, /affiliate-agreement: their text comes from
// public/assets/content/{lang}/{page}.json in the UI language; short labels are i18n keys.
import { visuallyHidden } from '../../lib/visuallyHidden';
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../lib/hooks';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/format';
import { SearchIcon, WarningIcon } from '../../components/icons';
import { StarRating } from '../../components/course/StarRating';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { type RequestState } from '../../app/request';
import { useRequest, type LoadedRequest } from '../../app/useRequest';
import { staticContentRequest } from '../../features/content';
import { selectLanguage } from '../../features/locale';
import { PageHero } from '../../components/PageHero';
import { PUBLIC_PAGES } from '../pageDefs';
import { searchFaqs, type AboutContent, type FaqContent, type LegalContent, type LegalPageName, type StaticContentPage } from './staticContent';

type PageKey = keyof typeof PUBLIC_PAGES;

/** The page's text in the UI language; each page's JSON has the shape its component reads. */
function useStaticContent<T>(page: StaticContentPage): LoadedRequest<T> {
  const lang = useAppSelector(selectLanguage);
  return useRequest(staticContentRequest, { lang, page }) as LoadedRequest<T>;
}

function StaticShell<T>({ pageKey, state, reload, children }: { pageKey: PageKey; state: RequestState<T>; reload: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const def = PUBLIC_PAGES[pageKey];
  const Icon = def.icon;
  useDocumentTitle(t(`PAGES.${def.id}.TITLE`));
  return (
    <>
      <PageHero title={t(`PAGES.${def.id}.TITLE`)} description={t(`PAGES.${def.id}.DESCRIPTION`)} icon={<Icon />} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {state.status === 'succeeded' && state.data !== null ? (
          children(state.data)
        ) : state.status === 'failed' ? (
          <EmptyState
            icon={<WarningIcon />}
            title={t('STATIC_PAGES.LOAD_FAILED')}
            action={
              <Button variant="contained" onClick={reload}>
                {t('COURSES.RETRY')}
              </Button>
            }
          />
        ) : (
          <Box aria-busy="true" aria-label={t('COMMON.LOADING')}>
            <Skeleton width="60%" height={36} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
            <Skeleton width="50%" height={36} sx={{ mt: 3 }} />
            <Skeleton />
          </Box>
        )}
      </Container>
    </>
  );
}

const LEGAL_KEYS: Record<LegalPageName, PageKey> = {
  'privacy-policy': 'privacyPolicy',
  'terms-and-conditions': 'termsAndConditions',
  'affiliate-agreement': 'affiliateAgreement',
};

export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { state, reload } = useStaticContent<LegalContent>(page);
  return (
    <StaticShell pageKey={LEGAL_KEYS[page]} state={state} reload={reload}>
      {(c) => (
        <Box component="article">
          <Typography variant="body2" color="text.secondary">
            {t('STATIC_PAGES.UPDATED', { date: formatDate(c.updated, lang) })}
          </Typography>
          <Typography sx={{ mt: 2, mb: 3, fontSize: 18 }}>{c.intro}</Typography>
          <Box component="nav" aria-label={t('STATIC_PAGES.CONTENTS')} sx={{ mb: 4, p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('STATIC_PAGES.CONTENTS')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
              {c.sections.map((s, i) => (
                <li key={i}>
                  <Box component="a" href={`#section-${i + 1}`} sx={{ color: 'primary.main' }}>
                    {s.heading}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
          {c.sections.map((s, i) => (
            <Box component="section" key={i} id={`section-${i + 1}`} sx={{ mb: 4, scrollMarginTop: 96 }}>
              <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
                {`${i + 1}. ${s.heading}`}
              </Typography>
              {s.paragraphs.map((p, j) => (
                <Typography key={j} sx={{ mb: 1.5, lineHeight: 1.8 }}>
                  {p}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      )}
    </StaticShell>
  );
}

export function FaqList({ content }: { content: FaqContent }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = searchFaqs(content.items, query);
  return (
    <>
      <Typography sx={{ mb: 3, fontSize: 18 }}>{content.intro}</Typography>
      <Box component="form" role="search" onSubmit={(e) => e.preventDefault()} sx={{ position: 'relative', mb: 3 }}>
        <Box component="label" htmlFor={id} sx={visuallyHidden}>
          {t('STATIC_PAGES.FAQ_SEARCH')}
        </Box>
        <SearchIcon sx={{ position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', color: 'text.secondary' }} />
        <Box
          component="input"
          id={id}
          type="search"
          name="faq-search"
          autoComplete="off"
          value={query}
          placeholder={t('STATIC_PAGES.FAQ_SEARCH')}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => setQuery(e.target.value)}
          sx={{ width: '100%', height: 48, pl: 6, pr: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary', font: 'inherit', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
        />
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('STATIC_PAGES.FAQ_COUNT', { count: shown.length })}
      </Typography>
      {shown.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title={t('STATIC_PAGES.FAQ_NONE')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {shown.map((item) => (
            <Box
              component="details"
              key={item.q}
              data-testid="faq"
              sx={{ borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', '& > summary': { cursor: 'pointer', p: 2, fontWeight: 700, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 3 } } }}
            >
              <summary>{item.q}</summary>
              <Typography sx={{ px: 2, pb: 2, lineHeight: 1.8 }} color="text.secondary">
                {item.a}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

export function FaqsPage() {
  const { state, reload } = useStaticContent<FaqContent>('faqs');
  return (
    <StaticShell pageKey="faqs" state={state} reload={reload}>
      {(c) => <FaqList content={c} />}
    </StaticShell>
  );
}

export function AboutUsPage() {
  const { t } = useTranslation();
  const { state, reload } = useStaticContent<AboutContent>('about-us');
  return (
    <StaticShell pageKey="aboutUs" state={state} reload={reload}>
      {(c) => (
        <>
          {c.intro.map((p, i) => (
            <Typography key={i} sx={{ mb: 2, lineHeight: 1.8, fontSize: i === 0 ? 18 : undefined }}>
              {p}
            </Typography>
          ))}
          <Box component="section" aria-labelledby="awards" sx={{ mt: 5 }}>
            <Typography id="awards" component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('STATIC_PAGES.AWARDS')}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {c.awards.map((a) => (
                <Box component="li" key={a.year} data-testid="award-year" sx={{ display: 'grid', gridTemplateColumns: '80px 1fr', gap: 2, p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <Typography component="h3" variant="h6" color="primary">
                    {a.year}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {a.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="instructors" sx={{ mt: 5 }}>
            <Typography id="instructors" component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('STATIC_PAGES.INSTRUCTORS')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              {c.instructors.map((p) => (
                <Box component="li" key={p.name} data-testid="instructor" sx={{ textAlign: 'center', p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <Box component="img" src={p.image} alt="" loading="lazy" sx={{ width: 96, height: 96, borderRadius: '50%', objectFit: 'cover', mb: 1 }} />
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {p.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {p.role}
                  </Typography>
                  <StarRating rating={p.rating} />
                </Box>
              ))}
            </Box>
          </Box>
          <Box id="credits" component="section" sx={{ mt: 5, p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', scrollMarginTop: 96 }}>
            <Typography component="h2" variant="h6">
              {t('ABOUT.CREDITS_TITLE')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('ABOUT.CREDITS_TEXT')}
            </Typography>
          </Box>
        </>
      )}
    </StaticShell>
  );
}

/** One lazy entry for the company pages (keeps the always-loaded router small). */
export default function StaticRoute({ page }: { page: StaticContentPage }) {
  if (page === 'about-us') return <AboutUsPage />;
  if (page === 'faqs') return <FaqsPage />;
  return <LegalPage page={page} />;
}
