import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { assignLocation } from '../lib/fullPageNavigation';
import { SearchIcon } from './icons';
import { LiteButton } from './LiteButton';
import { paths } from '../app/paths';
import { visuallyHidden } from '../lib/visuallyHidden';

/** Course search: a full page load to /courses?search=<keyword>. */
export function CourseSearchForm({ id, dense = false, onSubmitted }: { id?: string; dense?: boolean; onSubmitted?: () => void }) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `search-${autoId}`;
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmitted?.();
    assignLocation(paths.courses({ search: keyword }));
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      action={paths.courses()}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        minWidth: 0,
        maxWidth: dense ? 'none' : 460,
        height: 42,
        pl: 1.5,
        pr: 0.5,
        borderRadius: 999,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.06)' : 'rgba(17,24,39,0.05)'),
        border: 1,
        borderColor: 'divider',
        transition: 'border-color .15s, box-shadow .15s',
        '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}33` },
      }}
    >
      <label htmlFor={inputId} style={visuallyHidden}>
        {t('HEADER.SEARCH_LABEL')}
      </label>
      <SearchIcon fontSize="small" sx={{ color: 'text.secondary', mr: 1 }} />
      <Box
        component="input"
        id={inputId}
        name="search"
        type="search"
        autoComplete="off"
        maxLength={100}
        enterKeyHint="search"
        value={keyword}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setKeyword(e.target.value)}
        placeholder={t('HEADER.SEARCH_PLACEHOLDER')}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 14,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          '&::-webkit-search-cancel-button': { cursor: 'pointer' },
        }}
      />
      <LiteButton type="submit" size="small" variant="contained" sx={{ borderRadius: 999, minWidth: 0, px: 2, height: 34 }}>
        {t('HEADER.SEARCH')}
      </LiteButton>
    </Box>
  );
}

