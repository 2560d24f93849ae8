// What a course (new) or a published course's revision changes, as the server's diff gives it: texts
// with their words deleted and inserted (marked by <del> / <ins>, a strike or an underline, and words a
// screen reader says, not by colour alone), the outline (added, removed, renamed, moved), prices per
// currency, the cover and lesson videos, and settings.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import type { CourseDiff, DiffPart, MediaDiff, OutlineDiff, SettingDiff, TextDiff } from '../../../shared/schemas/adminCourses';
import { useAppSelector } from '../../lib/hooks';
import { formatMoney } from '../../lib/money';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { selectLanguage } from '../locale';

const delSx = { textDecoration: 'line-through', bgcolor: 'error.dark', color: 'error.contrastText', borderRadius: 0.5, px: 0.25 } as const;
const insSx = { textDecoration: 'underline', bgcolor: 'success.dark', color: 'success.contrastText', borderRadius: 0.5, px: 0.25 } as const;

/** A deleted run: struck through, and said as "deleted: … end of deletion". */
export function Deleted({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="del" sx={delSx}>
      <span style={visuallyHidden}> {t('ADMIN.REVIEW.DELETED')} </span>
      {children}
      <span style={visuallyHidden}> {t('ADMIN.REVIEW.DELETED_END')} </span>
    </Box>
  );
}

/** An inserted run: underlined, and said as "inserted: … end of insertion". */
export function Inserted({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="ins" sx={insSx}>
      <span style={visuallyHidden}> {t('ADMIN.REVIEW.INSERTED')} </span>
      {children}
      <span style={visuallyHidden}> {t('ADMIN.REVIEW.INSERTED_END')} </span>
    </Box>
  );
}

function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.op === 'equal' ? <span key={i}>{part.text}</span> : part.op === 'delete' ? <Deleted key={i}>{part.text}</Deleted> : <Inserted key={i}>{part.text}</Inserted>,
      )}
    </>
  );
}

/** "before → after", each marked; an empty side is "(empty)". */
function BeforeAfter({ before, after, lang }: { before: string | null; after: string | null; lang?: string }) {
  const { t } = useTranslation();
  const empty = <Typography component="span" color="text.secondary">{t('ADMIN.REVIEW.EMPTY_VALUE')}</Typography>;
  return (
    <Box component="span" lang={lang} sx={{ overflowWrap: 'anywhere' }}>
      {before ? <Deleted>{before}</Deleted> : empty} <span aria-hidden="true">→</span> {after ? <Inserted>{after}</Inserted> : empty}
    </Box>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

const itemSx = { border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, minWidth: 0 } as const;

const TEXT_KEYS: Record<TextDiff['field'], string> = {
  title: 'ADMIN.REVIEW.FIELDS.TITLE',
  subtitle: 'ADMIN.REVIEW.FIELDS.SUBTITLE',
  description: 'ADMIN.REVIEW.FIELDS.DESCRIPTION',
  outcomes: 'ADMIN.REVIEW.FIELDS.OUTCOMES',
  requirements: 'ADMIN.REVIEW.FIELDS.REQUIREMENTS',
  titleTranslation: 'ADMIN.REVIEW.TRANSLATED_TITLE',
  lessonBody: 'ADMIN.REVIEW.LESSON_TEXT_OF',
};

const SETTING_KEYS: Record<SettingDiff['field'], string> = {
  level: 'ADMIN.REVIEW.FIELDS.LEVEL',
  language: 'ADMIN.REVIEW.FIELDS.LANGUAGE',
  category: 'ADMIN.REVIEW.FIELDS.CATEGORY',
  isFree: 'ADMIN.REVIEW.FIELDS.FREE',
  lessonKind: 'ADMIN.REVIEW.FIELDS.KIND',
  lessonDuration: 'ADMIN.REVIEW.FIELDS.DURATION',
  lessonPreview: 'ADMIN.REVIEW.FIELDS.PREVIEW',
};

function languageName(code: string, uiLang: string): string {
  try {
    return new Intl.DisplayNames([uiLang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function outlineText(o: OutlineDiff, t: (key: string, values?: Record<string, unknown>) => string): string {
  const item = o.item === 'section' ? 'SECTION' : 'LESSON';
  if (o.change === 'added') return t(`ADMIN.REVIEW.OUTLINE_ADDED_${item}`, { title: o.title });
  if (o.change === 'removed') return t(`ADMIN.REVIEW.OUTLINE_REMOVED_${item}`, { title: o.title });
  if (o.change === 'renamed') return t(`ADMIN.REVIEW.OUTLINE_RENAMED_${item}`);
  if (o.fromSection !== null && o.toSection !== null) return t('ADMIN.REVIEW.OUTLINE_MOVED_LESSON_SECTION', { title: o.title, from: o.fromSection, to: o.toSection });
  return t(`ADMIN.REVIEW.OUTLINE_MOVED_${item}`, { title: o.title, from: o.before, to: o.after });
}

/** The number of changes the diff lists. */
export function diffCount(diff: CourseDiff): number {
  return diff.text.length + diff.outline.length + diff.prices.length + diff.media.length + diff.settings.length;
}

/** `courseLang`: the language the course is written in (its texts carry it as `lang`). */
export function CourseDiffView({ diff, courseLang }: { diff: CourseDiff; courseLang: Language }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const yesNo = (value: string | null) => (value === 'true' ? t('ADMIN.REVIEW.YES') : value === 'false' ? t('ADMIN.REVIEW.NO') : value);
  const mediaLabel = (m: MediaDiff) => (m.kind === 'cover' ? t('ADMIN.REVIEW.FIELDS.COVER') : t('ADMIN.REVIEW.VIDEO_OF', { lesson: m.lessonTitle ?? '' }));
  return (
    <Stack spacing={2.5}>
      {diff.text.length > 0 && (
        <Group id="diff-text" title={t('ADMIN.REVIEW.TEXT_CHANGES')}>
          {diff.text.map((x, i) => (
            <Box component="li" key={i} sx={itemSx}>
              <Typography component="h5" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                {t(TEXT_KEYS[x.field], { language: x.lang ? languageName(x.lang, lang) : '', lesson: x.lessonTitle ?? '' })}
              </Typography>
              <Box lang={x.lang ?? courseLang} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
                <Parts parts={x.parts} />
              </Box>
            </Box>
          ))}
        </Group>
      )}
      {diff.outline.length > 0 && (
        <Group id="diff-outline" title={t('ADMIN.REVIEW.OUTLINE_CHANGES')}>
          {diff.outline.map((o, i) => (
            <Box component="li" key={i} sx={itemSx}>
              <Typography lang={courseLang}>
                {o.change === 'added' ? <Inserted>{outlineText(o, t)}</Inserted> : o.change === 'removed' ? <Deleted>{outlineText(o, t)}</Deleted> : outlineText(o, t)}
              </Typography>
              {o.change === 'renamed' && (
                <Typography variant="body2">
                  <BeforeAfter before={o.before} after={o.after} lang={courseLang} />
                </Typography>
              )}
            </Box>
          ))}
        </Group>
      )}
      {diff.prices.length > 0 && (
        <Group id="diff-prices" title={t('ADMIN.REVIEW.PRICE_CHANGES')}>
          {diff.prices.map((p) => (
            <Box component="li" key={p.currency} sx={itemSx}>
              <Typography variant="body2" component="div">
                <strong>{p.currency}</strong>:{' '}
                <BeforeAfter before={p.before === null ? null : formatMoney(p.before, p.currency, lang)} after={p.after === null ? null : formatMoney(p.after, p.currency, lang)} />
              </Typography>
            </Box>
          ))}
        </Group>
      )}
      {diff.media.length > 0 && (
        <Group id="diff-media" title={t('ADMIN.REVIEW.MEDIA_CHANGES')}>
          {diff.media.map((m, i) => (
            <Box component="li" key={i} sx={itemSx}>
              <Typography variant="body2" component="div">
                <strong>{mediaLabel(m)}</strong>: <BeforeAfter before={m.before} after={m.after} />
              </Typography>
            </Box>
          ))}
        </Group>
      )}
      {diff.settings.length > 0 && (
        <Group id="diff-settings" title={t('ADMIN.REVIEW.SETTING_CHANGES')}>
          {diff.settings.map((s, i) => (
            <Box component="li" key={i} sx={itemSx}>
              <Typography variant="body2" component="div">
                <strong>{s.lessonTitle ? t('ADMIN.REVIEW.LESSON_FIELD', { field: t(SETTING_KEYS[s.field]), lesson: s.lessonTitle }) : t(SETTING_KEYS[s.field])}</strong>:{' '}
                <BeforeAfter before={yesNo(s.before)} after={yesNo(s.after)} />
              </Typography>
            </Box>
          ))}
        </Group>
      )}
    </Stack>
  );
}
