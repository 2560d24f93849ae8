// /student/certificates: the student's certificates, each opening its printable, verifiable page.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessageKey } from '../../lib/errors';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useSaga } from '../../lib/useSaga';
import { EmptyState } from '../../components/EmptyState';
import { contentLang, formatDate, formatPercent } from '../../lib/format';
import { TrophyIcon, WarningIcon } from '../../components/icons';
import { Shimmer } from '../../components/Shimmer';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectLanguage } from '../locale';
import { certificatesActions, selectMyCertificates } from './certificatesSlice';
import { certificatesSaga } from './certificatesSaga';
import { paths } from '../../app/paths';

export default function MyCertificatesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSaga(certificatesSaga);
  const lang = useAppSelector(selectLanguage);
  const { data, status, error } = useAppSelector(selectMyCertificates);
  const items = data?.items ?? [];
  useDocumentTitle(t('PAGES.STUDENT_CERTIFICATES.TITLE'));

  useEffect(() => {
    dispatch(certificatesActions.mineRequested());
  }, [dispatch]);

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('PAGES.STUDENT_CERTIFICATES.TITLE')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('PAGES.STUDENT_CERTIFICATES.DESCRIPTION')}
      </Typography>
      {status === 'loading' && items.length === 0 ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {[0, 1].map((i) => (
            <Shimmer key={i} sx={{ height: 140, borderRadius: 3 }} />
          ))}
        </Box>
      ) : status === 'failed' ? (
        <EmptyState
          icon={<WarningIcon />}
          title={t('CERTIFICATES.LOAD_FAILED')}
          text={t(errorMessageKey(error?.code ?? 'UNKNOWN'))}
          action={
            <Button variant="contained" onClick={() => dispatch(certificatesActions.mineRequested())}>
              {t('COURSES.RETRY')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title={t('CERTIFICATES.EMPTY_TITLE')}
          text={t('CERTIFICATES.EMPTY_TEXT')}
          action={
            <Button component={RouterLink} to={paths.student.courseList()} variant="contained">
              {t('DASHBOARD.MY_COURSES')}
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {items.map((c) => (
            <Box component="li" key={c.code} data-testid="certificate-item" sx={{ p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', gap: 2 }}>
              <TrophyIcon sx={{ fontSize: 40, color: '#f5b301' }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h3" lang={contentLang(c.course.language, lang)} sx={{ fontWeight: 700 }}>
                  {c.course.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('CERTIFICATES.ISSUED_ON')}: {formatDate(c.issuedAt, lang)}
                </Typography>
                {c.gradePercent !== undefined && c.gradePercent !== null && (
                  <Typography variant="body2" color="text.secondary" data-testid="certificate-item-grade">
                    {t('CERTIFICATES.GRADE')}: {formatPercent(c.gradePercent, lang)}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', display: 'block', mb: 1 }}>
                  {t('CERTIFICATES.CODE')}: {c.code}
                </Typography>
                <Button component={RouterLink} to={paths.certificate(c.code)} size="small" variant="outlined">
                  {t('CERTIFICATES.VIEW')}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
