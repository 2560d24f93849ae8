// /student/social-login: which sign-in providers are linked to the account, with Link (the provider's
// popup, then POST /Customers/Social/{provider}) and Unlink (after a confirmation). An account without a
// password cannot unlink its only provider: it is told how to set a password first.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SocialIdentity } from '../../../shared/schemas/social';
import { useAppSelector } from '../../lib/hooks';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/format';
import { LinkIcon, WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { type RequestState } from '../../app/request';
import { useRequest, useSubmit } from '../../app/useRequest';
import { selectCurrentUser } from '../auth';
import { selectRuntimeConfig } from '../config';
import { selectLanguage } from '../locale';
import { PROVIDERS, type ProviderInfo } from './providers';
import { signsOut, socialErrorKey } from './socialErrors';
import { socialAccountsRequest, socialLinkRequest, socialUnlinkRequest } from './socialRequests';
import { paths } from '../../app/paths';


/** Explanations of this page's refusals in the provider's words; other codes use the general messages. */
const PAGE_ERROR_KEYS: Readonly<Record<string, string>> = {
  SOCIAL_IDENTITY_IN_USE: 'SOCIAL.PAGE.ERROR_IDENTITY_IN_USE',
  SOCIAL_PROVIDER_ALREADY_LINKED: 'SOCIAL.PAGE.ERROR_PROVIDER_ALREADY_LINKED',
  SOCIAL_LAST_SIGN_IN_METHOD: 'SOCIAL.PAGE.ERROR_LAST_SIGN_IN_METHOD',
  SOCIAL_NOT_LINKED: 'SOCIAL.PAGE.ERROR_NOT_LINKED',
};

type Notice = { kind: 'success'; key: string; provider: string } | { kind: 'error'; code: string; provider: string };

/** What the last link or unlink (keyed by its provider) tells the user; a failure that signed out says it in the error banner. */
function noticeOf(request: RequestState<unknown>, successKey: string): Notice | null {
  const info = PROVIDERS.find((p) => p.provider === request.key);
  if (!info) return null;
  if (request.status === 'succeeded') return { kind: 'success', key: successKey, provider: info.name };
  if (request.error && !signsOut(request.error.code, true)) return { kind: 'error', code: request.error.code, provider: info.name };
  return null;
}

function SetPasswordLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={paths.forgotPassword()} data-testid="social-set-password">
      {t('SOCIAL.PAGE.SET_PASSWORD')}
    </Link>
  );
}

function RowsSkeleton() {
  return (
    <Box aria-busy="true" data-testid="social-loading" sx={{ display: 'grid', gap: 2 }}>
      {PROVIDERS.map(({ provider }) => (
        <Shimmer key={provider} sx={{ height: 96, borderRadius: 3 }} />
      ))}
    </Box>
  );
}

interface RowProps {
  info: ProviderInfo;
  identity: SocialIdentity | undefined;
  /** Unlinking it would leave the account without a way to sign in. */
  lastMethod: boolean;
  busy: boolean;
  working: boolean;
  onLink: () => void;
  onUnlink: () => void;
}

function ProviderRow({ info, identity, lastMethod, busy, working, onLink, onUnlink }: RowProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { icon: Icon, name, slug } = info;
  const headingId = `social-${slug}-title`;
  const account = identity?.email ?? identity?.displayName ?? null;
  const hintId = `social-${slug}-last-method`;
  return (
    <Box
      component="li"
      data-testid={`social-row-${slug}`}
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <Box sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(124,140,255,0.15)', color: 'primary.main', flexShrink: 0 }}>
        <Icon />
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" variant="h6">
            {name}
          </Typography>
          <Chip
            size="small"
            data-testid={`social-status-${slug}`}
            color={identity ? 'success' : 'default'}
            variant={identity ? 'filled' : 'outlined'}
            label={identity ? t('SOCIAL.PAGE.LINKED') : t('SOCIAL.PAGE.NOT_LINKED')}
          />
        </Box>
        {identity ? (
          <>
            {account && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('SOCIAL.PAGE.LINKED_AS', { account })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('SOCIAL.PAGE.LINKED_ON', { date: formatDate(identity.linkedAt, lang) })}
            </Typography>
            {lastMethod && (
              <Typography id={hintId} variant="body2" color="warning.main" sx={{ mt: 0.5 }} data-testid={`social-last-method-${slug}`}>
                {t('SOCIAL.PAGE.LAST_METHOD', { provider: name })} <SetPasswordLink />
              </Typography>
            )}
          </>
        ) : (
          <Typography color="text.secondary">{t('SOCIAL.PAGE.LINK_HINT', { provider: name })}</Typography>
        )}
      </Box>
      {identity ? (
        <Button
          variant="outlined"
          color="error"
          disabled={busy || lastMethod}
          onClick={onUnlink}
          data-testid={`social-unlink-${slug}`}
          aria-describedby={lastMethod ? hintId : undefined}
          startIcon={working ? <CircularProgress size={18} color="inherit" aria-label={t('SOCIAL.PAGE.UNLINKING', { provider: name })} /> : undefined}
        >
          {t('SOCIAL.PAGE.UNLINK', { provider: name })}
        </Button>
      ) : (
        <Button
          variant="contained"
          disabled={busy}
          onClick={onLink}
          data-testid={`social-link-${slug}`}
          startIcon={working ? <CircularProgress size={18} color="inherit" aria-label={t('SOCIAL.WAITING', { provider: name })} /> : <Icon />}
        >
          {t('SOCIAL.PAGE.LINK', { provider: name })}
        </Button>
      )}
    </Box>
  );
}

export default function SocialLoginPage() {
  const { t } = useTranslation();
  const configured = Boolean(useAppSelector(selectRuntimeConfig)?.firebase);
  const user = useAppSelector(selectCurrentUser);
  // A link or unlink puts its answer in place of the loaded accounts (socialRequests.ts).
  const { state: load, reload } = useRequest(socialAccountsRequest, configured && user ? user.encryptId : null);
  const { state: link, submit: startLink } = useSubmit(socialLinkRequest);
  const { state: revoke, submit: startRevoke } = useSubmit(socialUnlinkRequest);
  /** Which of the two the notice is about: the one pressed last. */
  const [last, setLast] = useState<'link' | 'unlink' | null>(null);
  /** The unlink confirmation (kept while it closes, so its text does not change during the transition). */
  const [confirm, setConfirm] = useState<{ info: ProviderInfo; open: boolean } | null>(null);
  const closeConfirm = () => setConfirm((c) => (c ? { ...c, open: false } : c));
  useDocumentTitle(t('PAGES.STUDENT_SOCIAL_LOGIN.TITLE'));

  const working = link.status === 'loading' ? link.key : revoke.status === 'loading' ? revoke.key : null;
  const busy = working !== null;
  // A failed load shows its error even when an older answer is still in the store.
  const accounts = load.status === 'failed' ? null : load.data;
  const notice = last === 'link' ? noticeOf(link, 'SOCIAL.PAGE.LINKED_SUCCESS') : last === 'unlink' ? noticeOf(revoke, 'SOCIAL.PAGE.UNLINKED_SUCCESS') : null;

  const linkProvider = (info: ProviderInfo) => {
    if (busy) return;
    setLast('link');
    startLink(info.provider);
  };

  const unlinkProvider = (info: ProviderInfo) => {
    closeConfirm();
    if (busy) return;
    setLast('unlink');
    startRevoke(info.provider);
  };

  let content;
  if (!configured) {
    content = (
      <Box data-testid="social-not-configured">
        <EmptyState icon={<LinkIcon />} title={t('SOCIAL.PAGE.NOT_CONFIGURED_TITLE')} text={t('SOCIAL.PAGE.NOT_CONFIGURED_TEXT')} />
      </Box>
    );
  } else if (accounts) {
    const lastMethod = !accounts.hasPassword && accounts.identities.length === 1;
    content = (
      <Box component="ul" aria-label={t('SOCIAL.PAGE.PROVIDERS')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {PROVIDERS.map((info) => {
          const identity = accounts.identities.find((i) => i.provider === info.provider);
          return (
            <ProviderRow
              key={info.provider}
              info={info}
              identity={identity}
              lastMethod={Boolean(identity) && lastMethod}
              busy={busy}
              working={working === info.provider}
              onLink={() => linkProvider(info)}
              onUnlink={() => setConfirm({ info, open: true })}
            />
          );
        })}
      </Box>
    );
  } else if (load.error) {
    const code = load.error.code;
    content = (
      <Box data-testid="social-load-failed">
        <EmptyState
          icon={<WarningIcon />}
          title={t('SOCIAL.PAGE.LOAD_FAILED')}
          text={t(socialErrorKey(code))}
          action={
            <Button variant="contained" onClick={reload} data-testid="social-retry">
              {t('COURSES.RETRY')}
            </Button>
          }
        />
      </Box>
    );
  } else {
    content = <RowsSkeleton />;
  }

  return (
    <Box aria-labelledby="social-login-title">
      <Typography id="social-login-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_SOCIAL_LOGIN.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_SOCIAL_LOGIN.DESCRIPTION')}
      </Typography>
      {/* Always in the page, so that screen readers announce what appears in it. */}
      <Box role="status" aria-live="polite" data-testid="social-status">
        {notice?.kind === 'success' && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t(notice.key, { provider: notice.provider })}
          </Alert>
        )}
      </Box>
      {notice?.kind === 'error' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="social-error">
          {PAGE_ERROR_KEYS[notice.code] ? (
            <Trans i18nKey={PAGE_ERROR_KEYS[notice.code]} values={{ provider: notice.provider }} components={{ password: <Link component={RouterLink} to={paths.forgotPassword()} /> }} />
          ) : (
            t(socialErrorKey(notice.code))
          )}
        </Alert>
      )}
      {content}
      <Dialog open={Boolean(confirm?.open)} onClose={closeConfirm} aria-labelledby="social-unlink-title" aria-describedby="social-unlink-text">
        <DialogTitle id="social-unlink-title">{t('SOCIAL.PAGE.CONFIRM_TITLE', { provider: confirm?.info.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="social-unlink-text">{t('SOCIAL.PAGE.CONFIRM_TEXT', { provider: confirm?.info.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeConfirm} data-testid="social-unlink-cancel" autoFocus>
            {t('SOCIAL.PAGE.CANCEL')}
          </Button>
          <Button color="error" variant="contained" onClick={() => confirm && unlinkProvider(confirm.info)} data-testid="social-unlink-confirm">
            {t('SOCIAL.PAGE.CONFIRM_UNLINK')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
