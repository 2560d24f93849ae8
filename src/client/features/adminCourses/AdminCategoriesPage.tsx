// /admin/categories: the category tree, edited as a whole and saved at once: four titles per category,
// its parent (within the three levels the site shows), its place among its siblings (move up / down),
// add and delete (a category with courses or sub-categories is refused with the reason). Save sends the
// tree with its version; when someone saved meanwhile (409) the page says so and offers their version.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CATEGORY_TITLE_MAX_LENGTH } from '../../../shared/constants';
import { useRequest, useSubmit } from '../../app/useRequest';
import { PageHeading } from '../../components/PageHeading';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { categoryTreeRequest, saveCategoriesRequest } from './adminCoursesRequests';
import { depthOf, move, parentChoices, reparent, rowsOf, subtree, titleProblems, toWrite, TITLE_FIELDS, type EditRow, type TitleField } from './categoryTree';

const FIELD_KEYS: { readonly [F in TitleField]: string } = {
  title: 'ADMIN.CATEGORIES.TITLE_EN',
  titleTh: 'ADMIN.CATEGORIES.TITLE_TH',
  titleVi: 'ADMIN.CATEGORIES.TITLE_VI',
  titleTl: 'ADMIN.CATEGORIES.TITLE_TL',
};
const FIELD_LANGS: { readonly [F in TitleField]: string } = { title: 'en', titleTh: 'th', titleVi: 'vi', titleTl: 'tl' };

let nextKey = -1;

export default function AdminCategoriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('PAGES.ADMIN_CATEGORIES.TITLE'));
  const [loadCount, setLoadCount] = useState(0);
  const { state, reload } = useRequest(categoryTreeRequest, loadCount);
  const save = useSubmit(saveCategoriesRequest);
  const [rows, setRows] = useState<EditRow[] | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<unknown>(null);
  const [dirty, setDirty] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(null);
  const [conflict, setConflict] = useState(false);
  const [handled, setHandled] = useState<unknown>(null);
  const focusId = useRef<string | null>(null);

  // A fresh read (first, or after a conflict) becomes the tree being edited.
  if (state.data && state.data !== loaded) {
    setLoaded(state.data);
    setRows(rowsOf(state.data.items));
    setVersion(state.data.version);
    setDirty(false);
    setConflict(false);
    setShowProblems(false);
  }
  const answer = save.state.status === 'succeeded' ? save.state.data : null;
  const refusal = save.state.status === 'failed' ? save.state.error : null;
  if (answer && answer !== handled) {
    setHandled(answer);
    setRows(rowsOf(answer.items));
    setVersion(answer.version);
    setDirty(false);
    setShowProblems(false);
    setNotice({ severity: 'success', text: t('ADMIN.CATEGORIES.SAVED') });
  }
  if (refusal && refusal !== handled) {
    setHandled(refusal);
    if (refusal.code === 'VERSION_CONFLICT') {
      setConflict(true);
      setNotice(null);
    } else setNotice({ severity: 'error', text: t(errorMessageKey(refusal.code)) });
  }

  useEffect(() => {
    if (!focusId.current) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  });

  const problems = rows ? titleProblems(rows) : new Map();
  const busy = save.state.status === 'loading';
  const edit = (next: EditRow[]) => {
    setRows(next);
    setDirty(true);
    setNotice(null);
  };

  const onSave = () => {
    if (!rows || version === null) return;
    setShowProblems(true);
    if (problems.size) {
      setNotice({ severity: 'error', text: t('ADMIN.CATEGORIES.FIX_FIRST') });
      const [first] = problems.keys();
      focusId.current = `category-${first}-${Object.keys(problems.get(first) ?? {})[0] ?? 'title'}`;
      return;
    }
    setNotice(null);
    save.submit({ items: toWrite(rows), version });
  };

  const add = () => {
    if (!rows) return;
    const id = nextKey--;
    edit([...rows, { id, title: '', titleTh: '', titleVi: '', titleTl: '', parentId: null, courseCount: 0 }]);
    focusId.current = `category-${id}-title`;
  };

  const remove = (row: EditRow) => {
    if (!rows) return;
    const label = row.title || t('ADMIN.CATEGORIES.NEW');
    if (row.courseCount > 0) {
      setNotice({ severity: 'warning', text: t('ADMIN.CATEGORIES.HAS_COURSES', { title: label, count: row.courseCount }) });
      return;
    }
    if (subtree(rows, row.id).size > 1) {
      setNotice({ severity: 'warning', text: t('ADMIN.CATEGORIES.HAS_CHILDREN', { title: label }) });
      return;
    }
    const index = rows.findIndex((r) => r.id === row.id);
    const rest = rows.filter((r) => r.id !== row.id);
    edit(rest);
    // Focus stays in the list: the next row's title, or the add button.
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusId.current = neighbour ? `category-${neighbour.id}-title` : 'category-add';
    setNotice({ severity: 'success', text: t('ADMIN.CATEGORIES.REMOVED', { title: label }) });
  };

  const moveRow = (row: EditRow, direction: -1 | 1) => {
    if (!rows) return;
    edit(move(rows, row.id, direction));
    focusId.current = `category-${row.id}-${direction < 0 ? 'up' : 'down'}`;
  };

  let body;
  if (state.status === 'failed' && !rows) {
    body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TEACH.RETRY')} onRetry={reload} />;
  } else if (!rows) {
    body = <LoadingList count={4} height={160} gap={1.5} radius={2} />;
  } else {
    body = (
      <Box component="ol" aria-label={t('PAGES.ADMIN_CATEGORIES.TITLE')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.length === 0 && (
          <Typography component="li" color="text.secondary">
            {t('ADMIN.CATEGORIES.EMPTY')}
          </Typography>
        )}
        {rows.map((row) => {
          const depth = depthOf(rows, row.id);
          const siblings = rows.filter((r) => r.parentId === row.parentId);
          const position = siblings.findIndex((r) => r.id === row.id);
          const label = row.title.trim() || t('ADMIN.CATEGORIES.NEW');
          const mine = showProblems ? problems.get(row.id) : undefined;
          const headingId = `category-${row.id}-heading`;
          return (
            <Paper
              component="li"
              key={row.id}
              variant="outlined"
              aria-labelledby={headingId}
              sx={{ p: 2, borderRadius: 2, ml: { xs: (depth - 1) * 1.5, md: (depth - 1) * 4 }, display: 'grid', gap: 1.5, minWidth: 0, borderLeftWidth: depth > 1 ? 4 : 1, borderLeftColor: depth > 1 ? 'primary.main' : 'divider' }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography id={headingId} component="h2" sx={{ fontWeight: 800, fontSize: 17, overflowWrap: 'anywhere' }}>
                  {label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('ADMIN.CATEGORIES.COURSES', { count: row.courseCount })}
                </Typography>
              </Box>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
                {TITLE_FIELDS.map((f) => (
                  <TextField
                    key={f}
                    id={`category-${row.id}-${f}`}
                    size="small"
                    required
                    label={t(FIELD_KEYS[f])}
                    value={row[f]}
                    onChange={(e) => edit(rows.map((r) => (r.id === row.id ? { ...r, [f]: e.target.value } : r)))}
                    error={Boolean(mine?.[f])}
                    helperText={mine?.[f] ? t(mine[f] === 'required' ? 'ADMIN.CATEGORIES.REQUIRED' : 'ADMIN.CATEGORIES.TOO_LONG', { max: CATEGORY_TITLE_MAX_LENGTH }) : undefined}
                    slotProps={{ htmlInput: { lang: FIELD_LANGS[f], maxLength: CATEGORY_TITLE_MAX_LENGTH + 20 } }}
                  />
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  id={`category-${row.id}-parent`}
                  label={t('ADMIN.CATEGORIES.PARENT')}
                  value={row.parentId === null ? 'none' : String(row.parentId)}
                  onChange={(e) => {
                    edit(reparent(rows, row.id, e.target.value === 'none' ? null : Number(e.target.value)));
                    focusId.current = `category-${row.id}-parent`;
                  }}
                  sx={{ flex: '1 1 220px', maxWidth: 360 }}
                >
                  <MenuItem value="none">{t('ADMIN.CATEGORIES.NO_PARENT')}</MenuItem>
                  {parentChoices(rows, row.id).map((p) => (
                    <MenuItem key={p.id} value={String(p.id)}>
                      {'— '.repeat(depthOf(rows, p.id) - 1)}
                      {p.title.trim() || t('ADMIN.CATEGORIES.NEW')}
                    </MenuItem>
                  ))}
                </TextField>
                <Button id={`category-${row.id}-up`} size="small" variant="outlined" disabled={position <= 0 || busy} onClick={() => moveRow(row, -1)} aria-label={t('ADMIN.CATEGORIES.MOVE_UP_OF', { title: label })}>
                  {t('ADMIN.CATEGORIES.MOVE_UP')}
                </Button>
                <Button
                  id={`category-${row.id}-down`}
                  size="small"
                  variant="outlined"
                  disabled={position >= siblings.length - 1 || busy}
                  onClick={() => moveRow(row, 1)}
                  aria-label={t('ADMIN.CATEGORIES.MOVE_DOWN_OF', { title: label })}
                >
                  {t('ADMIN.CATEGORIES.MOVE_DOWN')}
                </Button>
                <Button size="small" color="error" disabled={busy} onClick={() => remove(row)} aria-label={t('ADMIN.CATEGORIES.DELETE_OF', { title: label })}>
                  {t('ADMIN.CATEGORIES.DELETE')}
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <PageHeading>{t('PAGES.ADMIN_CATEGORIES.TITLE')}</PageHeading>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('ADMIN.CATEGORIES.INTRO')}
        </Typography>
      </Box>
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => setLoadCount((n) => n + 1)}>
              {t('ADMIN.CATEGORIES.RELOAD')}
            </Button>
          }
        >
          {t('ADMIN.CATEGORIES.CONFLICT')}
        </Alert>
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {body}
      {rows && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', zIndex: 1 }}>
          <Button id="category-add" variant="outlined" onClick={add} disabled={busy}>
            {t('ADMIN.CATEGORIES.ADD')}
          </Button>
          <Button variant="contained" onClick={onSave} disabled={busy || conflict || !dirty}>
            {t('ADMIN.CATEGORIES.SAVE')}
          </Button>
          {dirty && (
            <Typography variant="body2" color="text.secondary">
              {t('ADMIN.CATEGORIES.UNSAVED')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
