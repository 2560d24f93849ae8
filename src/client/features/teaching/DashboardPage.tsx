// /instructor/dashboard: figures of the instructor's own courses, enrolments and completions over a
// period, ratings, recent reviews and the courses that need attention.
import { instructorPaths } from '../../app/areaPaths';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardPeriod, InstructorDashboard } from '../../../shared/schemas/studioTeaching';
import { DASHBOARD_PERIODS } from '../../../shared/schemaValues';
import { paths } from '../../app/paths';
import { useRequest } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { Shimmer } from '../../components/Shimmer';
import { StarRating } from '../../components/course/StarRating';
import { errorMessageKey } from '../../lib/errors';
import { contentLang, formatDate, formatNumber } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { EnrolmentChart } from './EnrolmentChart';
import { dashboardRequest } from './teachingRequests';
import { LoadFailed } from '../../components/RequestStates';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: 26, fontWeight: 800 }}>
        {value}
      </Typography>
      {hint && (
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

function Dashboard({ data }: { data: InstructorDashboard }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const n = (v: number) => formatNumber(v, lang);
  const { totals } = data;
  const maxBar = Math.max(1, ...data.ratingDistribution);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
        <Figure label={t('TEACHING.DASHBOARD.STUDENTS')} value={n(totals.students)} />
        <Figure label={t('TEACHING.DASHBOARD.ENROLMENTS')} value={n(totals.enrolments)} hint={t('TEACHING.DASHBOARD.IN_PERIOD', { count: totals.periodEnrolments, days: data.days })} />
        <Figure label={t('TEACHING.DASHBOARD.COMPLETIONS')} value={n(totals.completions)} hint={t('TEACHING.DASHBOARD.IN_PERIOD', { count: totals.periodCompletions, days: data.days })} />
        <Figure label={t('TEACHING.DASHBOARD.AVERAGE_RATING')} value={totals.reviewCount ? totals.averageRating.toFixed(2) : '–'} />
        <Figure label={t('TEACHING.DASHBOARD.REVIEWS')} value={n(totals.reviewCount)} />
        <Figure label={t('TEACHING.DASHBOARD.PUBLISHED')} value={n(totals.publishedCourses)} />
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
        <EnrolmentChart series={data.series} lang={lang} bucket={data.bucket} />
      </Paper>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" component="section" aria-labelledby="dash-attention" sx={{ p: 2, borderRadius: 2 }}>
          <Typography id="dash-attention" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('TEACHING.DASHBOARD.ATTENTION')}
          </Typography>
          {data.attention.length === 0 ? (
            <Typography color="text.secondary">{t('TEACHING.DASHBOARD.ATTENTION_NONE')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {data.attention.map((c) => (
                <Box component="li" key={c.id} sx={{ display: 'grid', gap: 0.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Link component={RouterLink} to={instructorPaths.courseEdit(c.id)} sx={{ fontWeight: 700 }}>
                      {c.title}
                    </Link>
                    <Chip size="small" label={t(`TEACHING.ATTENTION.${c.reason.toUpperCase()}`)} color={c.reason === 'rejected' ? 'error' : c.reason === 'in_review' ? 'info' : 'default'} />
                  </Box>
                  {c.rejectionReason && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {t('TEACHING.DASHBOARD.REJECTION_REASON', { reason: c.rejectionReason })}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          )}
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="dash-ratings" sx={{ p: 2, borderRadius: 2 }}>
          <Typography id="dash-ratings" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('TEACHING.DASHBOARD.RATINGS')}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = data.ratingDistribution[stars - 1] ?? 0;
              return (
                <Box key={stars} sx={{ display: 'grid', gridTemplateColumns: '64px 1fr 40px', alignItems: 'center', gap: 1 }}>
                  <Typography component="dt" variant="body2">
                    {t('TEACHING.STARS', { count: stars })}
                  </Typography>
                  <Box aria-hidden="true" sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
                    <Box sx={{ height: '100%', width: `${(count / maxBar) * 100}%`, bgcolor: 'warning.main' }} />
                  </Box>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    {n(count)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="dash-reviews" sx={{ p: 2, borderRadius: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography id="dash-reviews" component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('TEACHING.DASHBOARD.RECENT_REVIEWS')}
          </Typography>
          <Button component={RouterLink} to={paths.instructor.reviews()} size="small">
            {t('TEACHING.DASHBOARD.ALL_REVIEWS')}
          </Button>
        </Box>
        {data.recentReviews.length === 0 ? (
          <Typography color="text.secondary">{t('TEACHING.REVIEWS.EMPTY')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.recentReviews.map((r) => (
              <Box component="li" key={r.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <StarRating rating={r.rating} />
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {r.authorName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    <span lang={contentLang(r.courseLang, lang)}>{r.courseTitle}</span> · {formatDate(r.createdAt, lang)}
                  </Typography>
                  {!r.hasReply && <Chip size="small" variant="outlined" label={t('TEACHING.REVIEWS.UNANSWERED')} />}
                </Box>
                {r.text && (
                  <Typography lang={contentLang(r.lang, lang)} sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                    {r.text}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('INSTRUCTOR.MENU.DASHBOARD'));
  const [days, setDays] = useState<DashboardPeriod>(30);
  const { state, reload } = useRequest(dashboardRequest, days);
  const data = state.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ flex: 1, fontWeight: 800 }}>
          {t('INSTRUCTOR.MENU.DASHBOARD')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          aria-label={t('TEACHING.DASHBOARD.PERIOD')}
          onChange={(_e, value: DashboardPeriod | null) => value && setDays(value)}
        >
          {DASHBOARD_PERIODS.map((d) => (
            <ToggleButton key={d} value={d}>
              {t('TEACHING.DASHBOARD.DAYS', { count: d })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {state.status === 'failed' && !data ? (
        <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TEACHING.RETRY')} onRetry={reload} />
      ) : !data ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Shimmer sx={{ height: 96, borderRadius: 2 }} />
          <Shimmer sx={{ height: 240, borderRadius: 2 }} />
        </Box>
      ) : !data.hasCourses ? (
        <EmptyState
          title={t('TEACHING.DASHBOARD.EMPTY_TITLE')}
          text={t('TEACHING.DASHBOARD.EMPTY_TEXT')}
          action={
            <Button component={RouterLink} to={paths.instructor.createCourse()} variant="contained">
              {t('TEACHING.DASHBOARD.CREATE_FIRST')}
            </Button>
          }
        />
      ) : (
        <Box aria-busy={state.status === 'loading'}>
          <Dashboard data={data} />
        </Box>
      )}
    </Box>
  );
}
