// /seminars, /robo-camps, /robo-road-trip, /events and their items: GET /api/Events?kind=&when=&countryId=
// (upcoming/past tab, region and page kept in the URL; the region defaults to the stored country) and
// GET /api/Events/Slug/{slug}, where a signed-in student registers (POST .../Register) or cancels (DELETE).
// Both ask in the UI language (?lang): an event translated into it comes in it, marked with `lang`; times
// are shown in the event's own time zone (labelled), with its schedule.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { COUNTRY_IDS, isCountryId, type CountryId } from '../../../shared/constants';
import type { EventDetail, EventKind, EventSummary } from '../../../shared/schemas/content';
import type { EventWhen } from '../../api/contentApi';
import { useAppSelector } from '../../lib/hooks';
import { EmptyState } from '../../components/EmptyState';
import { BusIcon, EventIcon, PlaceIcon, RobotIcon, SlideshowIcon, WarningIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { REGION_KEYS } from '../../lib/localeNames';
import { PageHero } from '../../components/PageHero';
import { selectIsSignedIn } from '../auth';
import { FilterSelect } from '../../components/FilterSelect';
import { selectCountry, selectLanguage } from '../locale';
import { CoverCard, CoverImage } from '../../components/CoverCard';
import { useCoverUrl } from '../config';
import { PagedCardList } from './PagedCardList';
import { CONTENT_FOLDERS, contentErrorKey, eventDisplayZone, EVENT_KIND_META, formatDateRange, isOver, timeZoneName } from './contentMeta';
import { contentLang, formatNumber } from '../../lib/format';
import { pageParam } from './PostPages';
import { ShareLinks } from './ShareLinks';
import { ContentHtml } from '../../components/ContentHtml';
import { useRequest, useSubmit } from '../../app/useRequest';
import { eventListRequest, eventRequest, registrationRequest, type RegistrationChange } from './contentRequests';
import { paths } from '../../app/paths';

export const EVENTS_PAGE_SIZE = 12;
const KIND_ICONS = { seminar: SlideshowIcon, 'robo-camp': RobotIcon, 'road-trip': BusIcon, event: EventIcon } as const;

export interface EventListParams {
  when: EventWhen;
  country: CountryId;
  page: number;
}

/** The list's choices from the URL: ?when= (upcoming), ?country= (the stored country), ?page= (1). */
export function parseEventParams(params: URLSearchParams, storedCountry: CountryId): EventListParams {
  const country = Number(params.get('country'));
  return {
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    country: isCountryId(country) ? country : storedCountry,
    page: pageParam(params),
  };
}

function SeatsChip({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  if (isOver(event)) return <Chip size="small" label={t('EVENTS.ENDED')} />;
  if (event.seatsLeft <= 0) return <Chip size="small" color="warning" label={t('EVENTS.FULL')} />;
  return <Chip size="small" color="success" label={t('EVENTS.SEATS_LEFT', { left: formatNumber(event.seatsLeft, lang), capacity: formatNumber(event.capacity, lang) })} />;
}

function EventCard({ event, priority }: { event: EventSummary; priority: boolean }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const cover = useCoverUrl(event.coverImage, CONTENT_FOLDERS.eventCover);
  return (
    <CoverCard
      to={paths.contentItem(event.kind, event.slug)}
      cover={cover}
      title={event.title}
      summary={event.summary}
      lang={contentLang(event.lang, lang)}
      testId="event-card"
      priority={priority}
      badge={<SeatsChip event={event} />}
      meta={
        <>
          <time dateTime={event.startsAt}>
            {formatDateRange(event.startsAt, event.endsAt, lang, eventDisplayZone(event))}
          </time>
          <span>{event.place}</span>
          {event.isRegistered && <strong>{t('EVENTS.YOU_ARE_REGISTERED')}</strong>}
        </>
      }
    />
  );
}

export function EventListPage({ kind }: { kind: EventKind }) {
  const { t } = useTranslation();
  const storedCountry = useAppSelector(selectCountry);
  const signedIn = useAppSelector(selectIsSignedIn);
  const lang = useAppSelector(selectLanguage);
  const [params, setParams] = useSearchParams();
  const { when, country, page } = parseEventParams(params, storedCountry);
  const meta = EVENT_KIND_META[kind];
  const Icon = KIND_ICONS[kind];
  const { state, reload } = useRequest(eventListRequest, { kind, when, countryId: country, lang, page, pageSize: EVENTS_PAGE_SIZE, signedIn });
  useDocumentTitle(t(`PAGES.${meta.page}.TITLE`));

  const update = (changes: Partial<Record<'when' | 'country' | 'page', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === undefined) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  return (
    <>
      <PageHero title={t(`PAGES.${meta.page}.TITLE`)} description={t(`PAGES.${meta.page}.DESCRIPTION`)} icon={<Icon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between', mb: 3 }}>
          <Tabs value={when} onChange={(_e, v: EventWhen) => update({ when: v === 'upcoming' ? null : v, page: null })} aria-label={t('EVENTS.WHEN')}>
            <Tab value="upcoming" label={t('EVENTS.UPCOMING')} />
            <Tab value="past" label={t('EVENTS.PAST')} />
          </Tabs>
          <Box sx={{ width: { xs: '100%', sm: 240 } }}>
            <FilterSelect
              name="country"
              label={t('EVENTS.REGION')}
              value={String(country)}
              options={COUNTRY_IDS.map((id) => ({ value: String(id), label: t(REGION_KEYS[id]) }))}
              onChange={(v) => update({ country: v, page: null })}
            />
          </Box>
        </Box>
        <div role="tabpanel" aria-label={t(when === 'past' ? 'EVENTS.PAST' : 'EVENTS.UPCOMING')}>
          <PagedCardList
            state={state}
            reload={reload}
            page={page}
            pageSize={EVENTS_PAGE_SIZE}
            onPage={(p) => update({ page: p <= 1 ? null : String(p) })}
            empty={<EmptyState icon={<Icon />} title={t(when === 'past' ? 'EVENTS.EMPTY_PAST' : 'EVENTS.EMPTY_UPCOMING')} text={t('EVENTS.EMPTY_TEXT')} />}
            failedTitleKey="EVENTS.LOAD_FAILED"
            itemKey={(event) => event.id}
            renderItem={(event, i) => <EventCard event={event} priority={i === 0} />}
          />
        </div>
      </Container>
    </>
  );
}

const CHANGE_DONE_KEYS: Record<RegistrationChange, string> = { register: 'EVENTS.REGISTERED', cancel: 'EVENTS.CANCELLED' };

function RegistrationBox({ event, eventKey }: { event: EventDetail; eventKey: string }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  const { state: action, submit } = useSubmit(registrationRequest);
  const busy = action.status === 'loading';
  const run = (change: RegistrationChange) => submit({ change, eventId: event.id, slug: event.slug, eventKey, lang });

  let body;
  if (!signedIn) {
    body = (
      <>
        <Typography color="text.secondary">{t('EVENTS.SIGN_IN_TO_REGISTER')}</Typography>
        <Button component={RouterLink} to={paths.logIn(pathname)} variant="contained">
          {t('EVENTS.SIGN_IN')}
        </Button>
      </>
    );
  } else if (event.isRegistered) {
    body = (
      <>
        <Typography sx={{ fontWeight: 700 }} color="success.main" data-testid="registered">
          {t('EVENTS.YOU_ARE_REGISTERED')}
        </Typography>
        {!isOver(event) && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => run('cancel')}>
            {t('EVENTS.CANCEL')}
          </Button>
        )}
      </>
    );
  } else if (isOver(event)) {
    body = <Typography color="text.secondary">{t('ERRORS.EVENT_OVER')}</Typography>;
  } else if (event.seatsLeft <= 0) {
    body = <Typography color="text.secondary">{t('ERRORS.EVENT_FULL')}</Typography>;
  } else {
    body = (
      <Button variant="contained" size="large" disabled={busy} onClick={() => run('register')}>
        {t('EVENTS.REGISTER')}
      </Button>
    );
  }

  return (
    <Box component="section" aria-label={t('EVENTS.REGISTRATION')} sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography component="h2" variant="h6">
        {t('EVENTS.REGISTRATION')}
      </Typography>
      <Typography data-testid="seats">{t('EVENTS.SEATS_LEFT', { left: formatNumber(Math.max(0, event.seatsLeft), lang), capacity: formatNumber(event.capacity, lang) })}</Typography>
      {body}
      <Box aria-live="polite" sx={{ width: '100%' }}>
        {action.status === 'succeeded' && action.data && <Alert severity="success">{t(CHANGE_DONE_KEYS[action.data])}</Alert>}
        {action.status === 'failed' && <Alert severity="error">{t(contentErrorKey(action.error?.code))}</Alert>}
      </Box>
    </Box>
  );
}

/** The programme: local times at the venue (the event's time zone) and what happens then. */
function EventSchedule({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  return (
    <Box component="section" aria-labelledby="event-schedule" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id="event-schedule">
        {t('EVENTS.SCHEDULE')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('EVENTS.TIME_ZONE', { zone: timeZoneName(lang, event.timeZone) })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {event.schedule.map((line, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', gap: 2 }}>
            <Box component="time" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 56 }}>
              {line.time}
            </Box>
            <span lang={contentLang(event.lang, lang)}>{line.title}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function EventPage({ kind }: { kind: EventKind }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const lang = useAppSelector(selectLanguage);
  const signedIn = useAppSelector(selectIsSignedIn);
  const meta = EVENT_KIND_META[kind];
  const { state } = useRequest(eventRequest, { slug, signedIn, lang });
  const event = state.status === 'succeeded' && state.data?.kind === kind ? state.data : undefined;
  const cover = useCoverUrl(event?.coverImage, CONTENT_FOLDERS.eventCover);
  useDocumentTitle(event?.title ?? t(`PAGES.${meta.page}.TITLE`));
  const back = (
    <Button component={RouterLink} to={paths.content(kind)} variant="outlined">
      {t('POSTS.BACK', { section: t(`PAGES.${meta.page}.TITLE`) })}
    </Button>
  );
  const notFound = (state.status === 'succeeded' && !event) || (state.status === 'failed' && state.error?.status === 404);
  const region = event && isCountryId(event.ctlCountryId) ? t(REGION_KEYS[event.ctlCountryId]) : null;
  const textLang = contentLang(event?.lang, lang);
  const zone = event && eventDisplayZone(event);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      {(state.status === 'loading' || state.status === 'idle') && (
        <Box aria-busy="true" aria-label={t('COMMON.LOADING')}>
          <Skeleton width="30%" />
          <Skeleton width="70%" height={56} />
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', my: 3 }} />
          <Skeleton />
        </Box>
      )}
      {notFound && <EmptyState icon={<WarningIcon />} title={t('ERRORS.EVENT_NOT_FOUND')} action={back} />}
      {state.status === 'failed' && !notFound && <EmptyState icon={<WarningIcon />} title={t('EVENTS.LOAD_FAILED')} text={t(contentErrorKey(state.error?.code))} action={back} />}
      {event && (
        <Box component="article">
          <Typography variant="overline" color="secondary">
            {t(`PAGES.${meta.page}.TITLE`)}
          </Typography>
          <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 28, md: 40 }, mt: 1 }} lang={textLang}>
            {event.title}
          </Typography>
          <Box sx={{ display: 'grid', gap: 4, mt: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
            <Box>
              <CoverImage src={cover} eager sx={{ borderRadius: 3, mb: 3 }} />
              {event.summary && (
                <Typography sx={{ fontSize: 19, fontWeight: 500, mb: 3 }} lang={textLang}>
                  {event.summary}
                </Typography>
              )}
              <ContentHtml html={event.description} lang={textLang} />
              {event.schedule.length > 0 && <EventSchedule event={event} />}
              <ShareLinks title={event.title} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 96 } }}>
              <Box component="dl" sx={{ m: 0, p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'grid', gap: 1, '& dt': { fontSize: 12, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase' }, '& dd': { m: 0, mb: 1 } }}>
                <dt>{t('EVENTS.WHEN_LABEL')}</dt>
                <dd>
                  <time dateTime={event.startsAt}>{formatDateRange(event.startsAt, event.endsAt, lang, zone)}</time>
                  <Typography variant="body2" color="text.secondary" data-testid="event-time-zone">
                    {zone ? t('EVENTS.TIME_ZONE', { zone: timeZoneName(lang, zone) }) : t('EVENTS.TIME_ZONE_VIEWER', { zone: timeZoneName(lang) })}
                  </Typography>
                </dd>
                <dt>{t('EVENTS.PLACE')}</dt>
                <dd style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                  <PlaceIcon fontSize="small" color="primary" aria-hidden />
                  {event.place}
                </dd>
                {region && (
                  <>
                    <dt>{t('EVENTS.REGION')}</dt>
                    <dd>{region}</dd>
                  </>
                )}
                <dt>{t('EVENTS.CAPACITY')}</dt>
                <dd>{formatNumber(event.capacity, lang)}</dd>
              </Box>
              <RegistrationBox event={event} eventKey={state.key ?? ''} />
            </Box>
          </Box>
          <Box sx={{ mt: 5 }}>{back}</Box>
        </Box>
      )}
    </Container>
  );
}


