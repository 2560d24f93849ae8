// The student dashboard's "My events": GET /api/Events/Mine (upcoming first), each linking to its event.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { EmptyState } from '../../components/EmptyState';
import { EventIcon, WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { selectIsSignedIn } from '../auth';
import { selectLanguage } from '../locale';
import { contentErrorKey, eventDisplayZone, EVENT_KIND_META, formatDateRange, isOver } from './contentMeta';
import { contentLang } from '../../lib/format';
import { useRequest } from '../../app/useRequest';
import { myEventsRequest } from './contentRequests';
import { paths } from '../../app/paths';

export function MyEvents() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { state, reload } = useRequest(myEventsRequest, signedIn ? undefined : null);

  return (
    <Box component="section" aria-labelledby="my-events-title" sx={{ mt: 5 }}>
      <Typography id="my-events-title" component="h3" variant="h6" sx={{ mb: 2 }}>
        {t('EVENTS.MINE')}
      </Typography>
      {state.status === 'succeeded' && state.data ? (
        state.data.length === 0 ? (
          <EmptyState
            icon={<EventIcon />}
            title={t('EVENTS.MINE_EMPTY')}
            action={
              <Button component={RouterLink} to={paths.content('seminar')} variant="outlined">
                {t('EVENTS.BROWSE_SEMINARS')}
              </Button>
            }
          />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {state.data.map(({ event }) => (
              <Box
                component="li"
                key={event.id}
                data-testid="my-event"
                sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', opacity: isOver(event) ? 0.7 : 1 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Link component={RouterLink} to={paths.contentItem(event.kind, event.slug)} sx={{ fontWeight: 700 }} lang={contentLang(event.lang, lang)}>
                    {event.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {t(`PAGES.${EVENT_KIND_META[event.kind].page}.TITLE`)} · <time dateTime={event.startsAt}>{formatDateRange(event.startsAt, event.endsAt, lang, eventDisplayZone(event))}</time> · {event.place}
                  </Typography>
                </Box>
                {isOver(event) && (
                  <Typography variant="caption" color="text.secondary">
                    {t('EVENTS.ENDED')}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )
      ) : state.status === 'failed' ? (
        <EmptyState
          icon={<WarningIcon />}
          title={t('EVENTS.LOAD_FAILED')}
          text={t(contentErrorKey(state.error?.code))}
          action={
            <Button variant="outlined" onClick={reload}>
              {t('COURSES.RETRY')}
            </Button>
          }
        />
      ) : (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
          <Shimmer sx={{ height: 64, borderRadius: 3 }} />
        </Box>
      )}
    </Box>
  );
}
