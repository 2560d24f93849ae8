// /student/affiliate: the learner's affiliate programme. Before the agreement is accepted: how the
// programme works and the agreement to accept (once). After: the referral link and code to copy, share
// links (LINE, Facebook, X), what the link brought (clicks, sign-ups, purchases), then the payouts panel
// of the affiliate account: the commission per currency (pending, available, in payout, paid), the
// payout method, a request and the history; and the statement of every commission with its state.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Affiliate } from '../../../shared/schemas/money';
import { useRequest, useSubmit } from '../../app/useRequest';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { FacebookIcon, LineIcon } from '../../components/icons';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { selectLanguage } from '../locale';
import { heldCurrencies, StatementSection } from '../earnings';
import { PayoutsPanel } from '../payouts';
import { AffiliateStats } from './AffiliateStats';
import { AffiliateRules } from './AffiliateRules';
import { acceptAgreementRequest, affiliateRequest, MINE } from './affiliateRequests';
import { shareTargets } from './affiliateShare';
import { AgreementForm } from './AgreementForm';
import { CopyField } from '../../components/CopyField';

const SHARE_ICONS = { line: LineIcon, facebook: FacebookIcon, x: null } as const;

function ShareLinks({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="affiliate-share-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="affiliate-share-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('AFFILIATE.SHARE.TITLE')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shareTargets(link, t('AFFILIATE.SHARE.TEXT')).map(({ key, name, href }) => {
          const Icon = SHARE_ICONS[key];
          return (
            <Button key={key} href={href} target="_blank" rel="noopener noreferrer" variant="outlined" color="inherit" startIcon={Icon ? <Icon /> : undefined} sx={{ minWidth: 96 }}>
              {name}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('AFFILIATE.SHARE.ON', { name })}`}
              </Box>
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

function Member({ affiliate, justAccepted }: { affiliate: Affiliate; justAccepted: boolean }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  return (
    <>
      {justAccepted && (
        <Alert severity="success" role="status">
          {t('AFFILIATE.JOIN.DONE')}
        </Alert>
      )}
      <Box component="section" aria-labelledby="affiliate-link-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="affiliate-link-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('AFFILIATE.LINK.TITLE')}
        </Typography>
        <CopyField id="affiliate-link" label={t('AFFILIATE.LINK.LABEL')} value={affiliate.link} copyLabel={t('AFFILIATE.LINK.COPY')} helperText={t('AFFILIATE.LINK.HINT', { code: affiliate.code })} />
        <CopyField id="affiliate-code" label={t('AFFILIATE.CODE.LABEL')} value={affiliate.code} copyLabel={t('AFFILIATE.CODE.COPY')} helperText={t('AFFILIATE.CODE.HINT')} monospace />
        <ShareLinks link={affiliate.link} />
      </Box>
      <AffiliateStats stats={affiliate.stats} lang={lang} />
      <PayoutsPanel account="affiliate" />
      <StatementSection account="affiliate" currencies={heldCurrencies(affiliate.balances)} lang={lang} />
      <AffiliateRules affiliate={affiliate} lang={lang} />
    </>
  );
}

export default function AffiliatePage() {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  useDocumentTitle(t('AFFILIATE.TITLE'));
  const { state, reload } = useRequest(affiliateRequest, MINE);
  const accept = useSubmit(acceptAgreementRequest);
  const affiliate = state.data;
  const justAccepted = accept.state.status === 'succeeded';

  let body;
  if (state.status === 'failed' && !affiliate) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('AFFILIATE.RETRY')} onRetry={reload} />;
  } else if (!affiliate) {
    body = <LoadingList count={4} height={72} gap={2} radius={3} />;
  } else if (affiliate.acceptedAt === null) {
    body = (
      <>
        <AffiliateRules affiliate={affiliate} lang={lang} />
        <AgreementForm state={accept.state} onAccept={() => accept.submit(MINE)} />
      </>
    );
  } else {
    body = <Member affiliate={affiliate} justAccepted={justAccepted} />;
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }} aria-busy={state.status === 'loading'}>
      <Box>
        <PageHeading focusKey={justAccepted ? 'accepted' : undefined}>{t('AFFILIATE.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {t('AFFILIATE.INTRO')}
        </Typography>
      </Box>
      {body}
    </Box>
  );
}
