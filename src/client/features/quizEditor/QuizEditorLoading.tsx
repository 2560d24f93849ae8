// The quiz editor's loading placeholder: shown while its quiz loads, and while its chunk does.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Shimmer } from '../../components/Shimmer';

export function QuizEditorLoading() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('QUIZ_EDITOR.LOADING')} sx={{ display: 'grid', gap: 1 }}>
      {[0, 1, 2].map((i) => (
        <Shimmer key={i} sx={{ height: 48, borderRadius: 1 }} />
      ))}
    </Box>
  );
}
