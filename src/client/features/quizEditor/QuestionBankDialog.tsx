// Questions from the author's bank (GET /Instructor/Questions), filtered by tag and words: the ones
// ticked are added to the quiz as fixed questions (after the ones it has), and autosaved with its order.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { QuizQuestion } from '../../../shared/schemas/quiz';
import { useRequest, useSubmit } from '../../app/useRequest';
import { Pagination } from '../../components/Pagination';
import { Shimmer } from '../../components/Shimmer';
import { errorMessageKey } from '../../lib/errors';
import { questionBankRequest, questionDeleteRequest } from './quizEditorRequests';
import type { TagCount } from './QuizSettingsForm';
import { plainText } from './quizForm';

const PAGE_SIZE = 20;

export function QuestionBankDialog({
  quizId,
  tags,
  inQuiz,
  onAdd,
  onClose,
}: {
  quizId: number;
  tags: readonly TagCount[];
  inQuiz: ReadonlySet<number>;
  onAdd: (questions: QuizQuestion[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [tag, setTag] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, QuizQuestion>>(new Map());
  const { state, reload } = useRequest(questionBankRequest, { tag: tag || undefined, search: search || undefined, page, pageSize: PAGE_SIZE });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  };
  const toggle = (q: QuizQuestion) => {
    const next = new Map(picked);
    if (next.has(q.id)) next.delete(q.id);
    else next.set(q.id, q);
    setPicked(next);
  };
  const items = state.data?.items ?? [];
  // Deleting from the bank asks first, in place; once deleted the list is read again. A ticked
  // question is not offered for deletion (untick it first), so nothing deleted is added.
  const [deleting, setDeleting] = useState<QuizQuestion | null>(null);
  const removal = useSubmit(questionDeleteRequest);
  const removed = removal.state.status === 'succeeded' ? removal.state.data : null;
  useEffect(() => {
    if (removed !== null && removed !== undefined) reload();
  }, [removed, reload]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="quiz-bank-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="quiz-bank-title">{t('QUIZ_EDITOR.BANK.TITLE')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <TextField
            select
            size="small"
            label={t('QUIZ_EDITOR.BANK.TAG')}
            value={tag}
            onChange={(e) => {
              setTag(e.target.value);
              setPage(1);
            }}
            sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            <MenuItem value="">{t('QUIZ_EDITOR.BANK.ALL_TAGS')}</MenuItem>
            {tags.map((x) => (
              <MenuItem key={x.tag} value={x.tag}>
                {t('QUIZ_EDITOR.DRAWS.TAG_OPTION', { tag: x.tag, count: x.count })}
              </MenuItem>
            ))}
          </TextField>
          <Box component="form" role="search" onSubmit={onSearch} sx={{ display: 'flex', gap: 1, flex: '1 1 240px' }}>
            <TextField size="small" type="search" label={t('QUIZ_EDITOR.BANK.SEARCH')} value={searchText} onChange={(e) => setSearchText(e.target.value)} sx={{ flex: 1 }} />
            <Button type="submit" variant="outlined">
              {t('QUIZ_EDITOR.BANK.SEARCH_BUTTON')}
            </Button>
          </Box>
        </Box>
        {state.status === 'failed' ? (
          <Alert severity="error" role="alert" action={<Button onClick={reload}>{t('QUIZ_EDITOR.RETRY')}</Button>}>
            {t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))}
          </Alert>
        ) : !state.data ? (
          <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
            {[0, 1, 2].map((i) => (
              <Shimmer key={i} sx={{ height: 44, borderRadius: 1 }} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{t(search || tag ? 'QUIZ_EDITOR.BANK.NO_MATCH' : 'QUIZ_EDITOR.BANK.EMPTY')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('QUIZ_EDITOR.BANK.TITLE')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {items.map((q) => {
              const already = inQuiz.has(q.id);
              return (
                <Box component="li" key={q.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
                  <FormControlLabel
                    control={<Checkbox checked={already || picked.has(q.id)} disabled={already} onChange={() => toggle(q)} />}
                    label={
                      <Box>
                        <Typography variant="body2">{plainText(q.prompt).slice(0, 140) || '—'}</Typography>
                        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.25 }}>
                          <Chip size="small" label={t(`QUIZ_EDITOR.TYPE.${q.type.toUpperCase()}`)} />
                          {q.tags.map((x) => (
                            <Chip key={x} size="small" variant="outlined" label={`#${x}`} />
                          ))}
                          {already && <Chip size="small" color="success" variant="outlined" label={t('QUIZ_EDITOR.BANK.IN_QUIZ')} />}
                        </Box>
                      </Box>
                    }
                    sx={{ alignItems: 'flex-start', m: 0, flex: 1 }}
                  />
                  {deleting?.id === q.id && removed !== q.id ? (
                    <Alert
                      severity="warning"
                      role="alert"
                      sx={{ mt: 1 }}
                      action={
                        <Box sx={{ display: 'flex', gap: 1 }}>
                          <Button size="small" onClick={() => setDeleting(null)}>
                            {t('QUIZ_EDITOR.CANCEL')}
                          </Button>
                          <Button size="small" color="error" variant="contained" disabled={removal.state.status === 'loading'} onClick={() => removal.submit({ quizId, questionId: q.id })}>
                            {t('QUIZ_EDITOR.BANK.DELETE_CONFIRM')}
                          </Button>
                        </Box>
                      }
                    >
                      {t(q.usedBy > 0 ? 'QUIZ_EDITOR.BANK.DELETE_USED' : 'QUIZ_EDITOR.BANK.DELETE_TEXT', { count: q.usedBy })}
                      {removal.state.status === 'failed' && removal.state.error && <Box sx={{ mt: 0.5 }}>{t(errorMessageKey(removal.state.error.code))}</Box>}
                    </Alert>
                  ) : (
                    <Button size="small" color="error" disabled={picked.has(q.id)} onClick={() => setDeleting(q)} aria-label={t('QUIZ_EDITOR.BANK.DELETE_NAMED', { text: plainText(q.prompt).slice(0, 60) })}>
                      {t('QUIZ_EDITOR.BANK.DELETE')}
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {state.data && <Pagination page={page} pageCount={Math.ceil(state.data.total / PAGE_SIZE)} onChange={setPage} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('QUIZ_EDITOR.CANCEL')}</Button>
        <Button variant="contained" disabled={picked.size === 0} onClick={() => onAdd([...picked.values()])}>
          {t('QUIZ_EDITOR.BANK.ADD', { count: picked.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
