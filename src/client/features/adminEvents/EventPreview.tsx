// The event editor's preview: the event as its public page shows it to a reader of the chosen language
// (a translated field in that language, else the event's own), with the unsaved changes, as the news and
// post editor previews.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_FOLDERS, isLanguage, LANGUAGES, type Language } from '../../../shared/constants';
import { FilterSelect } from '../../components/FilterSelect';
import { LANGUAGE_NAMES } from '../../lib/localeNames';
import { useCoverUrl } from '../config';
import type { EventForm } from './eventForm';
import { EVENT_KIND_KEYS } from './eventLabels';

const blank = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

export function EventPreview({ form, uiLang }: { form: EventForm; uiLang: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const [lang, setLang] = useState<Language>(form.lang);
  const own = form.texts[form.lang];
  const mine = form.texts[lang];
  const title = mine.title.trim() || own.title.trim();
  const summary = mine.summary.trim() || own.summary.trim();
  const description = blank(mine.description) ? own.description : mine.description;
  const textLang = mine.title.trim() ? lang : form.lang;
  const cover = useCoverUrl(form.coverImage, FILE_FOLDERS.eventCoverImage);
  const when = [form.startsLocal, form.endsLocal].filter(Boolean).map((v) => v.replace('T', ' ')).join(' – ');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography id={id} component="h2" variant="h6">
        {t('ADMIN_EVENTS.PREVIEW')}
      </Typography>
      <Box sx={{ maxWidth: 320 }}>
        <FilterSelect name="previewLang" label={t('ADMIN_EVENTS.PREVIEW_LANGUAGE')} value={lang} options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} onChange={(v) => isLanguage(v) && setLang(v)} />
      </Box>
      <Box component="article" lang={textLang !== uiLang ? textLang : undefined} data-testid="event-preview" sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="secondary" lang={uiLang}>
          {t(EVENT_KIND_KEYS[form.kind])}
        </Typography>
        <Typography component="h3" variant="h4" sx={{ fontSize: { xs: 24, md: 32 }, overflowWrap: 'anywhere' }}>
          {title || t('ADMIN_EVENTS.PREVIEW_NO_TITLE')}
        </Typography>
        <Typography color="text.secondary" lang={uiLang} sx={{ mt: 1 }}>
          {[when && `${when} (${form.timeZone})`, form.place.trim()].filter(Boolean).join(' · ')}
        </Typography>
        {form.coverImage && <Box component="img" src={cover} alt="" sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, my: 2, bgcolor: 'action.hover' }} />}
        {summary && <Typography sx={{ fontSize: 18, fontWeight: 500, my: 2 }}>{summary}</Typography>}
        <Box
          sx={{ lineHeight: 1.8, overflowWrap: 'anywhere', '& p, & ul, & ol': { mt: 0, mb: 2 }, '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' } }}
          // The editor's own markup (its schema keeps only safe nodes); the server sanitises it again on save.
          dangerouslySetInnerHTML={{ __html: description }}
        />
        {form.schedule.length > 0 && (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {form.schedule.map((row) => (
              <li key={row.key}>
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, mr: 1.5 }}>
                  {row.time}
                </Box>
                {row.title}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
