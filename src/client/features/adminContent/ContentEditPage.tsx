// /admin/news/:id and /admin/posts/:id ('new' creates): the editor of a news item, blog post or podcast.
// The text in four language tabs (the item's own language, chosen in "Written in", and translations),
// region (news) or kind (posts), slug, cover, a podcast's audio, and the status: a draft, scheduled for
// a date and time, or published now. Save sends it all (on the version the edit started from: someone
// else's save in between is said, not overwritten); Delete asks first. The preview shows the item as the
// public page would to a reader of the selected tab's language.
import { adminPaths } from '../../app/areaPaths';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { COUNTRY_IDS, FILE_FOLDERS, LANGUAGES, type CountryId, type Language } from '../../../shared/constants';
import type { AdminNewsItem, AdminPost, ContentStatus } from '../../../shared/schemas/adminContent';
import { CONTENT_SLUG_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from '../../../shared/schemaValues';
import type { UploadResponse } from '../../../shared/schemas/files';
import * as filesApi from '../../api/filesApi';
import { useRequest, useSubmit } from '../../app/useRequest';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { REGION_KEYS } from '../../lib/localeNames';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useCoverUrl } from '../config';
import { selectLanguage } from '../locale';
import { coverUploadMachine, ImageUploadField, RichTextEditor } from '../studio';
import { adminNewsItemRequest, adminPostItemRequest, deleteContentRequest, saveContentRequest } from './adminContentRequests';
import { AUDIO_ACCEPT, audioUploadMachine } from './audioUploadMachine';
import { emptyForm, formFromNews, formFromPost, formProblem, previewText, toNewsInput, toPostInput, type ContentForm, type ContentType, type FormProblem } from './contentForm';
import { formatDateTime, KIND_KEYS, StatusChip } from './ContentListPage';

export const LANGUAGE_KEYS: { readonly [L in Language]: string } = {
  th: 'ADMIN.CONTENT.LANG_TH',
  en: 'ADMIN.CONTENT.LANG_EN',
  vi: 'ADMIN.CONTENT.LANG_VI',
  tl: 'ADMIN.CONTENT.LANG_TL',
};
const STATUS_CHOICES: { value: ContentStatus; key: string }[] = [
  { value: 'draft', key: 'ADMIN.CONTENT.CHOICE_DRAFT' },
  { value: 'scheduled', key: 'ADMIN.CONTENT.CHOICE_SCHEDULE' },
  { value: 'published', key: 'ADMIN.CONTENT.CHOICE_PUBLISH' },
];
/** A server refusal's code, and the field it belongs to. */
const FIELD_OF_CODE: Record<string, FormProblem['field'] | 'slug' | 'cover'> = {
  CONTENT_TITLE_REQUIRED: 'title',
  CONTENT_SLUG_INVALID: 'slug',
  CONTENT_SLUG_TAKEN: 'slug',
  CONTENT_PUBLISH_AT_INVALID: 'publishAt',
  CONTENT_COVER_INVALID: 'cover',
  CONTENT_AUDIO_INVALID: 'audioFile',
};

type Item = AdminNewsItem | AdminPost;

/** The cover upload into the item's folder (the course cover's machine, given another folder). */
function useCoverMachine(type: ContentType) {
  return useMemo(() => {
    const folder = type === 'news' ? FILE_FOLDERS.analysisAndNewsCoverImage : FILE_FOLDERS.postCoverImage;
    return coverUploadMachine.provide({ actors: { upload: fromPromise<UploadResponse, { file: File }>(({ input, signal }) => filesApi.upload(folder, input.file, signal)) } });
  }, [type]);
}

function AudioField({ name, error, onUploaded }: { name: string | null; error: string | null; onUploaded: (name: string, seconds: number | null) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const actor = useActorRef(audioUploadMachine);
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const uploadError = useSelector(actor, (s) => s.context.error);
  const src = useCoverUrl(name, FILE_FOLDERS.podcastAudio);
  useEffect(() => {
    const sub = actor.on('uploaded', (event) => onUploaded(event.file.nameBySystem, event.file.durationSeconds));
    return () => sub.unsubscribe();
  }, [actor, onUploaded]);
  const message = uploadError ? t(errorMessageKey(uploadError)) : error;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle2">
        {t('ADMIN.CONTENT.AUDIO')}
      </Typography>
      {name && <Box component="audio" controls preload="none" src={src} aria-label={t('ADMIN.CONTENT.AUDIO_PREVIEW')} sx={{ width: '100%', maxWidth: 480 }} />}
      <Box>
        <input
          id={inputId}
          type="file"
          accept={AUDIO_ACCEPT}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) actor.send({ type: 'SELECT', file });
            e.target.value = '';
          }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={uploading}>
          {uploading ? t('ADMIN.CONTENT.UPLOADING') : name ? t('ADMIN.CONTENT.REPLACE_AUDIO') : t('ADMIN.CONTENT.UPLOAD_AUDIO')}
        </Button>
      </Box>
      {message && (
        <Typography role="alert" color="error" variant="body2">
          {message}
        </Typography>
      )}
    </Box>
  );
}

/** The item as the public page shows it to a reader of `lang`. */
function Preview({ type, form, lang }: { type: ContentType; form: ContentForm; lang: Language }) {
  const { t } = useTranslation();
  const ui = useAppSelector(selectLanguage);
  const text = previewText(form, lang);
  const cover = useCoverUrl(form.coverImage, type === 'news' ? FILE_FOLDERS.analysisAndNewsCoverImage : FILE_FOLDERS.postCoverImage);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="content-preview" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, minWidth: 0 }}>
      <Typography id="content-preview" component="h2" variant="h6">
        {t('ADMIN.CONTENT.PREVIEW')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ADMIN.CONTENT.PREVIEW_FOR', { language: t(LANGUAGE_KEYS[lang]) })}
      </Typography>
      <Box component="article" lang={text.lang !== ui ? text.lang : undefined} data-testid="content-preview">
        <Typography component="h3" variant="h4" sx={{ fontSize: { xs: 24, md: 32 }, overflowWrap: 'anywhere' }}>
          {text.title || t('ADMIN.CONTENT.NO_TITLE')}
        </Typography>
        {form.coverImage && <Box component="img" src={cover} alt="" sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', borderRadius: 2, my: 2, bgcolor: 'action.hover' }} />}
        {text.summary && <Typography sx={{ fontSize: 18, fontWeight: 500, my: 2 }}>{text.summary}</Typography>}
        <Box
          sx={{ lineHeight: 1.8, overflowWrap: 'anywhere', '& p, & ul, & ol, & blockquote, & pre': { mt: 0, mb: 2 }, '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' } }}
          // The editor's own markup (its schema keeps only safe nodes); the server sanitises it again on save.
          dangerouslySetInnerHTML={{ __html: text.body }}
        />
      </Box>
    </Paper>
  );
}

export function ContentEditPage({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ui = useAppSelector(selectLanguage);
  const { id: idParam = 'new' } = useParams();
  const id = idParam === 'new' ? null : Number(idParam);
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const news = useRequest(adminNewsItemRequest, type === 'news' && id !== null && validId ? id : null);
  const post = useRequest(adminPostItemRequest, type === 'post' && id !== null && validId ? id : null);
  const loaded = type === 'news' ? news : post;
  const item = (loaded.state.status === 'succeeded' ? loaded.state.data : null) as Item | null;

  const [form, setForm] = useState<ContentForm>(() => emptyForm(ui, 174));
  const [version, setVersion] = useState(0);
  const [current, setCurrent] = useState<Item | null>(null);
  const [tab, setTab] = useState<Language>(ui);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; message: string; conflict?: boolean } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const coverMachine = useCoverMachine(type);

  // The loaded item fills the form once (and again after a reload on a conflict).
  const [filledFrom, setFilledFrom] = useState<Item | null>(null);
  if (item && filledFrom !== item) {
    setFilledFrom(item);
    setForm('ctlCountryId' in item ? formFromNews(item) : formFromPost(item, 174));
    setVersion(item.version);
    setCurrent(item);
    setTab(item.lang);
  }

  const heading = current ? current.title : t(type === 'news' ? 'ADMIN.CONTENT.NEW_NEWS' : 'ADMIN.CONTENT.NEW_POST');
  useDocumentTitle(t(type === 'news' ? 'PAGES.ADMIN_NEWS_EDIT.TITLE' : 'PAGES.ADMIN_POST_EDIT.TITLE'));

  const save = useSubmit(saveContentRequest);
  const remove = useSubmit(deleteContentRequest);
  const saving = save.state.status === 'loading';

  // One answer handled once.
  const [handled, setHandled] = useState<unknown>(null);
  const saved = save.state.status === 'succeeded' ? save.state.data : null;
  const refusal = save.state.status === 'failed' ? save.state.error : null;
  if (saved && handled !== saved) {
    setHandled(saved);
    setVersion(saved.version);
    setCurrent(saved);
    setForm((f) => ({ ...f, slug: saved.slug, status: saved.status }));
    setProblem(null);
    setNotice({ severity: 'success', message: t('ADMIN.CONTENT.SAVED') });
  }
  if (refusal && handled !== refusal) {
    setHandled(refusal);
    const field = FIELD_OF_CODE[refusal.code];
    if (refusal.code === 'VERSION_CONFLICT') setNotice({ severity: 'error', message: t('ADMIN.CONTENT.CONFLICT'), conflict: true });
    else if (field) {
      setProblem({ field, message: t(errorMessageKey(refusal.code)) });
      setNotice({ severity: 'error', message: t('ADMIN.CONTENT.FIX_FIELDS') });
    } else setNotice({ severity: 'error', message: t(errorMessageKey(refusal.code)) });
  }
  // A new item saved: its address from now on.
  useEffect(() => {
    if (saved && id === null) navigate(type === 'news' ? adminPaths.newsEdit(saved.id) : adminPaths.postEdit(saved.id), { replace: true });
  }, [saved, id, navigate, type]);
  useEffect(() => {
    if (remove.state.status === 'succeeded') navigate(type === 'news' ? adminPaths.news() : adminPaths.posts());
  }, [remove.state.status, navigate, type]);

  const set = useCallback(<K extends keyof ContentForm>(key: K, value: ContentForm[K]) => setForm((f) => ({ ...f, [key]: value })), []);
  const setText = (lang: Language, key: 'title' | 'summary' | 'body', value: string) => setForm((f) => ({ ...f, texts: { ...f.texts, [lang]: { ...f.texts[lang], [key]: value } } }));
  const onCover = useCallback((name: string | null) => set('coverImage', name), [set]);
  const onAudio = useCallback((name: string, seconds: number | null) => setForm((f) => ({ ...f, audioFile: name, duration: seconds === null ? f.duration : String(seconds) })), []);

  const submit = () => {
    setNotice(null);
    const found = formProblem(type, form);
    if (found) {
      setProblem({ field: found.field, message: t(found.key) });
      if (found.field === 'title') setTab(form.lang);
      return;
    }
    setProblem(null);
    if (type === 'news') save.submit({ type, id, input: toNewsInput(form), version });
    else save.submit({ type, id, input: toPostInput(form), version });
  };
  const reloadAfterConflict = () => {
    setNotice(null);
    save.reset();
    loaded.reload();
  };
  const fieldError = (field: string) => (problem?.field === field ? problem.message : null);

  if (!validId) return <EmptyState title={t(type === 'news' ? 'ERRORS.NEWS_NOT_FOUND' : 'ERRORS.POST_NOT_FOUND')} />;
  if (id !== null && !current) {
    if (loaded.state.status === 'failed')
      return loaded.state.error?.status === 404 ? (
        <EmptyState
          title={t(type === 'news' ? 'ERRORS.NEWS_NOT_FOUND' : 'ERRORS.POST_NOT_FOUND')}
          action={
            <Button component={RouterLink} to={type === 'news' ? adminPaths.news() : adminPaths.posts()}>
              {t('ADMIN.CONTENT.BACK')}
            </Button>
          }
        />
      ) : (
        <LoadFailed message={t(errorMessageKey(loaded.state.error?.code ?? 'UNKNOWN'))} retryLabel={t('ADMIN.CONTENT.RETRY')} onRetry={loaded.reload} />
      );
    return <LoadingList count={3} height={120} gap={2} />;
  }

  const text = form.texts[tab];
  const titleError = tab === form.lang ? fieldError('title') : null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={type === 'news' ? adminPaths.news() : adminPaths.posts()} size="small">
          {t('ADMIN.CONTENT.BACK')}
        </Button>
        {current && <StatusChip status={current.status} />}
        {current && current.status !== 'draft' && (
          <Typography variant="body2" color="text.secondary">
            {t(current.status === 'scheduled' ? 'ADMIN.CONTENT.GOES_PUBLIC' : 'ADMIN.CONTENT.PUBLISHED_ON', { date: formatDateTime(current.publishedAt, ui) })}
          </Typography>
        )}
      </Box>
      <PageHeading lang={current && current.lang !== ui ? current.lang : undefined}>{heading}</PageHeading>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          action={
            notice.conflict ? (
              <Button color="inherit" size="small" onClick={reloadAfterConflict}>
                {t('ADMIN.CONTENT.RELOAD')}
              </Button>
            ) : undefined
          }
        >
          {notice.message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          // One column no wider than the form: the language tabs scroll inside it at 320 px instead of widening the page.
          sx={{ display: 'grid', gap: 2.5, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField select size="small" label={t('ADMIN.CONTENT.OWN_LANGUAGE')} value={form.lang} onChange={(e) => set('lang', e.target.value as Language)} sx={{ minWidth: 200, flex: '1 1 200px' }}>
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {t(LANGUAGE_KEYS[l])}
                </MenuItem>
              ))}
            </TextField>
            {type === 'news' ? (
              <TextField select size="small" label={t('ADMIN.CONTENT.REGION')} value={form.ctlCountryId} onChange={(e) => set('ctlCountryId', Number(e.target.value) as CountryId)} sx={{ minWidth: 200, flex: '1 1 200px' }}>
                {COUNTRY_IDS.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(REGION_KEYS[c])}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField select size="small" label={t('ADMIN.CONTENT.KIND')} value={form.kind} onChange={(e) => set('kind', e.target.value as ContentForm['kind'])} sx={{ minWidth: 200, flex: '1 1 200px' }}>
                {(['blog', 'podcast'] as const).map((k) => (
                  <MenuItem key={k} value={k}>
                    {t(KIND_KEYS[k])}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>

          <Box>
            <Tabs value={tab} onChange={(_e, value: Language) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('ADMIN.CONTENT.LANGUAGES')}>
              {LANGUAGES.map((l) => (
                <Tab key={l} value={l} id={`content-tab-${l}`} aria-controls="content-tabpanel" label={t(LANGUAGE_KEYS[l])} />
              ))}
            </Tabs>
            <Box id="content-tabpanel" role="tabpanel" aria-labelledby={`content-tab-${tab}`} lang={tab !== ui ? tab : undefined} sx={{ display: 'grid', gap: 2, pt: 2 }}>
              <Typography variant="body2" color="text.secondary" lang={ui}>
                {tab === form.lang ? t('ADMIN.CONTENT.ORIGINAL_HINT') : t('ADMIN.CONTENT.TRANSLATION_HINT', { language: t(LANGUAGE_KEYS[form.lang]) })}
              </Typography>
              <TextField
                label={t('ADMIN.CONTENT.TITLE')}
                value={text.title}
                onChange={(e) => setText(tab, 'title', e.target.value)}
                required={tab === form.lang}
                error={Boolean(titleError)}
                helperText={titleError ?? undefined}
                slotProps={{ htmlInput: { maxLength: CONTENT_TITLE_MAX } }}
              />
              <TextField label={t('ADMIN.CONTENT.SUMMARY')} value={text.summary} onChange={(e) => setText(tab, 'summary', e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: CONTENT_SUMMARY_MAX } }} />
              <RichTextEditor key={tab} label={t('ADMIN.CONTENT.BODY')} value={text.body} onChange={(html) => setText(tab, 'body', html)} />
            </Box>
          </Box>

          <TextField
            size="small"
            label={t('ADMIN.CONTENT.SLUG')}
            value={form.slug}
            onChange={(e) => set('slug', e.target.value)}
            error={Boolean(fieldError('slug'))}
            helperText={fieldError('slug') ?? t('ADMIN.CONTENT.SLUG_HINT')}
            slotProps={{ htmlInput: { maxLength: CONTENT_SLUG_MAX, spellCheck: false } }}
          />

          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography component="h3" variant="subtitle2">
              {t('ADMIN.CONTENT.COVER')}
            </Typography>
            <ImageUploadField
              name={form.coverImage}
              folder={type === 'news' ? FILE_FOLDERS.analysisAndNewsCoverImage : FILE_FOLDERS.postCoverImage}
              machine={coverMachine}
              labels={{ image: t('ADMIN.CONTENT.COVER_PREVIEW'), choose: t('ADMIN.CONTENT.UPLOAD_COVER'), replace: t('ADMIN.CONTENT.REPLACE_COVER'), uploading: t('ADMIN.CONTENT.UPLOADING'), remove: t('ADMIN.CONTENT.REMOVE_COVER') }}
              imageSx={{ width: 240, aspectRatio: '1200 / 630', objectFit: 'cover' }}
              onChange={onCover}
            />
            {fieldError('cover') && (
              <Typography role="alert" color="error" variant="body2">
                {fieldError('cover')}
              </Typography>
            )}
          </Box>

          {type === 'post' && form.kind === 'podcast' && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <AudioField name={form.audioFile} error={fieldError('audioFile')} onUploaded={onAudio} />
              <TextField
                size="small"
                label={t('ADMIN.CONTENT.DURATION')}
                value={form.duration}
                onChange={(e) => set('duration', e.target.value)}
                error={Boolean(fieldError('duration'))}
                helperText={fieldError('duration') ?? t('ADMIN.CONTENT.DURATION_HINT')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                sx={{ maxWidth: 260 }}
              />
            </Box>
          )}

          <FormControl>
            <FormLabel id="content-status">{t('ADMIN.CONTENT.STATUS')}</FormLabel>
            <RadioGroup aria-labelledby="content-status" value={form.status} onChange={(e) => set('status', e.target.value as ContentStatus)} sx={{ flexDirection: { xs: 'column', sm: 'row' } }}>
              {STATUS_CHOICES.map((c) => (
                <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={t(c.key)} />
              ))}
            </RadioGroup>
            {form.status === 'scheduled' && (
              <TextField
                type="datetime-local"
                size="small"
                label={t('ADMIN.CONTENT.PUBLISH_AT')}
                value={form.publishAtLocal}
                onChange={(e) => set('publishAtLocal', e.target.value)}
                error={Boolean(fieldError('publishAt'))}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ mt: 1, maxWidth: 300 }}
              />
            )}
            {form.status === 'scheduled' && <FormHelperText error={Boolean(fieldError('publishAt'))}>{fieldError('publishAt') ?? t('ADMIN.CONTENT.PUBLISH_AT_HINT')}</FormHelperText>}
          </FormControl>

          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? t('ADMIN.CONTENT.SAVING') : t('ADMIN.CONTENT.SAVE')}
            </Button>
            {current && (
              <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
                {t('ADMIN.CONTENT.DELETE')}
              </Button>
            )}
          </Box>
        </Box>
        <Preview type={type} form={form} lang={tab} />
      </Box>

      <Dialog open={confirmDelete && current !== null} onClose={() => remove.state.status !== 'loading' && setConfirmDelete(false)} aria-labelledby="content-delete-title">
        <DialogTitle id="content-delete-title">{t('ADMIN.CONTENT.DELETE_TITLE')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('ADMIN.CONTENT.DELETE_TEXT', { title: current?.title ?? '' })}</DialogContentText>
          {remove.state.status === 'failed' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t(remove.state.error?.code === 'VERSION_CONFLICT' ? 'ADMIN.CONTENT.CONFLICT' : errorMessageKey(remove.state.error?.code ?? 'UNKNOWN'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)} disabled={remove.state.status === 'loading'}>
            {t('ADMIN.CONTENT.CANCEL')}
          </Button>
          <Button color="error" variant="contained" disabled={remove.state.status === 'loading'} onClick={() => current && remove.submit({ type, id: current.id, version })}>
            {t('ADMIN.CONTENT.DELETE_CONFIRM')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
