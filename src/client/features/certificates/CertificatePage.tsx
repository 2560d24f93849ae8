// /certificates/:code: a certificate anyone can open to verify it (GET /api/Certificates/Verify/{code}).
// Printed (browser "Save as PDF"), only the certificate remains: A4 landscape, no header, footer or menus.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Certificate } from '../../../shared/schemas/courses';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useSaga } from '../../lib/useSaga';
import { EmptyState } from '../../components/EmptyState';
import { contentLang, formatDate, formatPercent } from '../../lib/format';
import { TrophyIcon, VerifiedIcon, WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { verificationUrl } from './certificateLinks';
import { certificatesActions, selectVerifiedCertificate } from './certificatesSlice';
import { certificatesSaga } from './certificatesSaga';
import { paths } from '../../app/paths';

const PRINT_STYLES = {
  '@page': { size: 'A4 landscape', margin: '10mm' },
  '@media print': {
    'html, body': { background: '#fff !important', color: '#111 !important' },
    'header, footer, nav, aside, [data-print="hide"], [data-testid="site-header"], [data-testid="loading-overlay"]': { display: 'none !important' },
    '#certificate-sheet': { boxShadow: 'none !important', margin: '0 !important', width: '100% !important', maxWidth: 'none !important', breakInside: 'avoid', pageBreakInside: 'avoid' },
    '#certificate-page': { padding: '0 !important', margin: '0 !important', maxWidth: 'none !important' },
    '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  },
} as const;

export function CertificateSheet({ certificate, url }: { certificate: Certificate; url: string }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  return (
    <Box
      id="certificate-sheet"
      data-testid="certificate"
      sx={{
        position: 'relative',
        aspectRatio: { md: '297 / 210' },
        bgcolor: '#fffdf7',
        color: '#1b1b2f',
        borderRadius: 2,
        boxShadow: 8,
        p: { xs: 3, sm: 5, md: 7 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: { xs: 1.5, md: 2 },
        border: '10px double #b08d2c',
        fontFamily: 'Georgia, "Times New Roman", serif',
      }}
    >
      <TrophyIcon sx={{ fontSize: 56, color: '#b08d2c' }} />
      <Typography sx={{ fontFamily: 'inherit', letterSpacing: '0.2em', textTransform: 'uppercase', fontSize: { xs: 14, md: 16 }, color: '#6b5a2a' }}>Academy</Typography>
      <Typography component="h1" sx={{ fontFamily: 'inherit', fontSize: { xs: 28, md: 42 }, fontWeight: 700 }}>
        {t('CERTIFICATES.HEADING')}
      </Typography>
      <Typography sx={{ fontFamily: 'inherit', fontSize: { xs: 16, md: 18 }, color: '#444' }}>{t('CERTIFICATES.CERTIFIES')}</Typography>
      <Typography data-testid="certificate-name" sx={{ fontFamily: 'inherit', fontSize: { xs: 30, md: 46 }, fontStyle: 'italic', borderBottom: '2px solid #b08d2c', px: 3 }}>
        {certificate.studentName}
      </Typography>
      <Typography sx={{ fontFamily: 'inherit', fontSize: { xs: 16, md: 18 }, color: '#444' }}>{t('CERTIFICATES.COMPLETED_COURSE')}</Typography>
      <Typography data-testid="certificate-course" lang={contentLang(certificate.course.language, lang)} sx={{ fontFamily: 'inherit', fontSize: { xs: 22, md: 30 }, fontWeight: 700 }}>
        {certificate.course.title}
      </Typography>
      {certificate.instructorName && (
        <Typography sx={{ fontFamily: 'inherit', color: '#444' }}>{t('CERTIFICATES.INSTRUCTOR', { name: certificate.instructorName })}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: { xs: 2, md: 6 }, flexWrap: 'wrap', justifyContent: 'center', mt: { xs: 1, md: 3 }, fontFamily: 'inherit' }}>
        <Box>
          <Typography sx={{ fontFamily: 'inherit', fontSize: 12, textTransform: 'uppercase', color: '#6b5a2a' }}>{t('CERTIFICATES.ISSUED_ON')}</Typography>
          <Typography data-testid="certificate-date" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
            {formatDate(certificate.issuedAt, lang)}
          </Typography>
        </Box>
        {certificate.gradePercent !== undefined && certificate.gradePercent !== null && (
          <Box>
            <Typography sx={{ fontFamily: 'inherit', fontSize: 12, textTransform: 'uppercase', color: '#6b5a2a' }}>{t('CERTIFICATES.GRADE')}</Typography>
            <Typography data-testid="certificate-grade" sx={{ fontFamily: 'inherit', fontWeight: 700 }}>
              {formatPercent(certificate.gradePercent, lang)}
            </Typography>
          </Box>
        )}
        <Box>
          <Typography sx={{ fontFamily: 'inherit', fontSize: 12, textTransform: 'uppercase', color: '#6b5a2a' }}>{t('CERTIFICATES.CODE')}</Typography>
          <Typography data-testid="certificate-code" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {certificate.code}
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ fontFamily: 'inherit', fontSize: 13, color: '#555', mt: { xs: 1, md: 2 }, wordBreak: 'break-all' }}>
        {t('CERTIFICATES.VERIFY_AT')}{' '}
        <Box component="a" href={url} data-testid="certificate-verification-link" sx={{ color: '#1b4fb8' }}>
          {url}
        </Box>
      </Typography>
    </Box>
  );
}

export default function CertificatePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSaga(certificatesSaga);
  const { code = '' } = useParams();
  const { data: certificate, status, error, key: loadedCode } = useAppSelector(selectVerifiedCertificate);

  useEffect(() => {
    if (code) dispatch(certificatesActions.verifyRequested(code));
  }, [dispatch, code]);

  const shown = certificate && loadedCode === code ? certificate : null;
  useDocumentTitle(shown ? t('CERTIFICATES.DOCUMENT_TITLE', { course: shown.course.title }) : t('CERTIFICATES.TITLE'));

  if (status === 'failed') {
    const notFound = error?.code === 'CERTIFICATE_NOT_FOUND' || error?.code === 'NOT_FOUND' || error?.code === 'VALIDATION_FAILED';
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <EmptyState
          icon={<WarningIcon />}
          title={t(notFound ? 'CERTIFICATES.NOT_VALID' : 'CERTIFICATES.LOAD_FAILED')}
          text={notFound ? t('CERTIFICATES.NOT_VALID_TEXT') : t(errorMessageKey(error?.code ?? 'UNKNOWN'))}
          action={
            <Button component={RouterLink} to={paths.courses()} variant="outlined">
              {t('COMMON.BROWSE_COURSES')}
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container id="certificate-page" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      {!shown ? (
        <Box aria-busy="true">
          <Shimmer sx={{ aspectRatio: '297 / 210', borderRadius: 2 }} />
        </Box>
      ) : (
        <>
          <Box data-print="hide" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
            <Box role="status" data-testid="certificate-verified" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', fontWeight: 700, flex: 1 }}>
              <VerifiedIcon />
              {t('CERTIFICATES.VERIFIED', { name: shown.studentName })}
            </Box>
            <Button component={RouterLink} to={paths.course(shown.course.slug)} variant="text">
              {t('CERTIFICATES.VIEW_COURSE')}
            </Button>
            <Button variant="contained" onClick={() => window.print()}>
              {t('CERTIFICATES.PRINT')}
            </Button>
          </Box>
          <CertificateSheet certificate={shown} url={verificationUrl(shown.code)} />
        </>
      )}
    </Container>
  );
}
