// /instructor/edit-profile: what students see on the public page (photo, headline and bio per language in
// tabs, each field marked with its language; links, https only) with a preview link to that page; the
// account's own fields (names, username, e-mail) follow, from the student's edit page (`accountFields`).
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../shared/constants';
import { fullPathProfileImage } from '../../../shared/customerImage';
import type { InstructorLinks, InstructorProfile, LocalizedText } from '../../../shared/schemas/people';
import {
  INSTRUCTOR_BIO_MAX_LENGTH, INSTRUCTOR_HEADLINE_MAX_LENGTH, INSTRUCTOR_LINK_MAX_LENGTH, INSTRUCTOR_LINK_NAMES,
} from '../../../shared/schemaValues';
import { paths } from '../../app/paths';
import { useRequest, useSubmit } from '../../app/useRequest';
import { Shimmer } from '../../components/Shimmer';
import { CameraIcon, VisibilityIcon } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { LANGUAGE_NAMES } from '../../lib/localeNames';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectCurrentUser } from '../auth';
import { selectStorageBaseUrl } from '../config';
import { selectLanguage } from '../locale';
import { usePhotoUpload } from '../profilePhoto';
import { instructorProfileRequest, instructorProfileSaveRequest } from './peopleRequests';
import { LINK_LABEL_KEYS } from './PublicInstructorPage';

/** An https:// address with a host (the server checks the same). */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

interface Form {
  headline: Record<Language, string>;
  bio: Record<Language, string>;
  links: Record<keyof InstructorLinks, string>;
}

const perLanguage = (value: LocalizedText): Record<Language, string> => ({ th: value.th ?? '', en: value.en ?? '', vi: value.vi ?? '', tl: value.tl ?? '' });
const toForm = (profile: InstructorProfile): Form => ({
  headline: perLanguage(profile.headline),
  bio: perLanguage(profile.bio),
  links: { website: profile.links.website ?? '', youtube: profile.links.youtube ?? '', facebook: profile.links.facebook ?? '', linkedin: profile.links.linkedin ?? '', x: profile.links.x ?? '' },
});

function PhotoControl() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  const storageBase = useAppSelector(selectStorageBaseUrl);
  const { busy, upload } = usePhotoUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload(file);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
      <Avatar src={fullPathProfileImage(user?.profileImage ?? null, storageBase)} alt="" sx={{ width: 72, height: 72 }} />
      <Box>
        <Button component="label" variant="outlined" size="small" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <CameraIcon fontSize="small" />}>
          {busy ? t('STUDENT.PROFILE.UPLOADING') : t('ACCOUNT.CHANGE_PHOTO')}
          <input ref={inputRef} hidden type="file" accept="image/*" data-testid="instructor-photo-input" onChange={onFile} />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {t('PEOPLE.EDIT.PHOTO_HELP')}
        </Typography>
      </Box>
    </Box>
  );
}

function ProfileForm({ initial }: { initial: InstructorProfile }) {
  const { t } = useTranslation();
  const uiLang = useAppSelector(selectLanguage);
  const [form, setForm] = useState(() => toForm(initial));
  const [tab, setTab] = useState<Language>(uiLang);
  const [touched, setTouched] = useState(false);
  const { state, submit, reset } = useSubmit(instructorProfileSaveRequest);
  const busy = state.status === 'loading';
  const linkErrors = Object.fromEntries(INSTRUCTOR_LINK_NAMES.map((name) => [name, form.links[name].trim() !== '' && !isHttpsLink(form.links[name].trim())])) as Record<keyof InstructorLinks, boolean>;
  const serverLinkError = (name: string) => state.error?.fieldErrors.some((e) => e.path === `body.links.${name}`) ?? false;

  const edit = (next: Form) => {
    setForm(next);
    if (state.status !== 'idle' && !busy) reset();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (busy || Object.values(linkErrors).some(Boolean)) return;
    submit({ headline: form.headline, bio: form.bio, links: form.links });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="instructor-profile-title" aria-busy={busy} sx={{ maxWidth: 760 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id="instructor-profile-title" component="h2" variant="h5">
          {t('PEOPLE.EDIT.TITLE')}
        </Typography>
        <Button component={RouterLink} to={paths.instructorProfile(initial.username)} target="_blank" variant="text" startIcon={<VisibilityIcon fontSize="small" />} data-testid="preview-public-page">
          {t('PEOPLE.EDIT.PREVIEW')}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PEOPLE.EDIT.INTRO')}
      </Typography>
      {state.status === 'succeeded' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('PEOPLE.EDIT.SAVED')}
        </Alert>
      )}
      {state.status === 'failed' && state.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(errorMessageKey(state.error.code))}
        </Alert>
      )}
      <PhotoControl />

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('PEOPLE.EDIT.ABOUT_YOU')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('PEOPLE.EDIT.LANGUAGES_HELP')}
      </Typography>
      <Tabs value={tab} onChange={(_e, value: Language) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('PEOPLE.EDIT.LANGUAGE_TABS')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            id={`profile-tab-${l}`}
            aria-controls={`profile-panel-${l}`}
            label={
              <span lang={l}>
                {LANGUAGE_NAMES[l]}
                {form.headline[l] || form.bio[l] ? ' •' : ''}
              </span>
            }
          />
        ))}
      </Tabs>
      {LANGUAGES.map((l) => (
        <Box key={l} role="tabpanel" id={`profile-panel-${l}`} aria-labelledby={`profile-tab-${l}`} hidden={tab !== l} sx={{ display: tab === l ? 'grid' : 'none', gap: 2, mb: 3 }}>
          <TextField
            id={`headline-${l}`}
            label={t('PEOPLE.EDIT.HEADLINE')}
            value={form.headline[l]}
            onChange={(e) => edit({ ...form, headline: { ...form.headline, [l]: e.target.value } })}
            helperText={`${form.headline[l].length} / ${INSTRUCTOR_HEADLINE_MAX_LENGTH}`}
            slotProps={{ htmlInput: { lang: l, maxLength: INSTRUCTOR_HEADLINE_MAX_LENGTH } }}
            fullWidth
          />
          <TextField
            id={`bio-${l}`}
            label={t('PEOPLE.EDIT.BIO')}
            value={form.bio[l]}
            onChange={(e) => edit({ ...form, bio: { ...form.bio, [l]: e.target.value } })}
            helperText={`${form.bio[l].length} / ${INSTRUCTOR_BIO_MAX_LENGTH}`}
            slotProps={{ htmlInput: { lang: l, maxLength: INSTRUCTOR_BIO_MAX_LENGTH } }}
            multiline
            minRows={5}
            fullWidth
          />
        </Box>
      ))}

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('PEOPLE.EDIT.LINKS')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
        {INSTRUCTOR_LINK_NAMES.map((name) => {
          const invalid = (touched && linkErrors[name]) || serverLinkError(name);
          return (
            <TextField
              key={name}
              id={`link-${name}`}
              name={name}
              type="url"
              label={t(LINK_LABEL_KEYS[name])}
              placeholder="https://"
              value={form.links[name]}
              onChange={(e) => edit({ ...form, links: { ...form.links, [name]: e.target.value } })}
              onBlur={() => setTouched(true)}
              error={invalid}
              helperText={invalid ? t('ERRORS.CUSTOMER_SOCIAL_LINK_INVALID') : ' '}
              slotProps={{ htmlInput: { maxLength: INSTRUCTOR_LINK_MAX_LENGTH, inputMode: 'url' } }}
            />
          );
        })}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minWidth: 200, height: 48 }}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label={t('ACCOUNT.FORM.SAVING')} /> : t('ACCOUNT.FORM.SAVE')}
      </Button>
    </Box>
  );
}

export default function InstructorEditProfilePage({ accountFields }: { accountFields?: ReactNode }) {
  const { t } = useTranslation();
  const { state, reload } = useRequest(instructorProfileRequest, undefined);
  useDocumentTitle(t('PEOPLE.EDIT.TITLE'));
  let body: ReactNode;
  if (state.status === 'failed') {
    body = (
      <Alert severity="error" role="alert" action={<Button color="inherit" onClick={reload}>{t('PEOPLE.RETRY')}</Button>}>
        {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
      </Alert>
    );
  } else if (!state.data) {
    body = (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2, maxWidth: 760 }} data-testid="instructor-profile-loading">
        <Shimmer sx={{ height: 40 }} />
        <Shimmer sx={{ height: 72 }} />
        <Shimmer sx={{ height: 160 }} />
      </Box>
    );
  } else {
    body = <ProfileForm initial={state.data} />;
  }
  return (
    // One column no wider than the page: the language tabs scroll inside it at 320 px instead of widening it.
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {body}
      {accountFields && (
        <>
          <Divider />
          <Box component="section" aria-label={t('PEOPLE.EDIT.ACCOUNT_SECTION')}>
            {accountFields}
          </Box>
        </>
      )}
    </Box>
  );
}
