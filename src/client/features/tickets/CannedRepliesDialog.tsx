// The staff's canned replies: the list, add or change one (a title and a text in each of the four
// languages; English is required, the others fall back to it), delete one after a confirmation.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/constants';
import type { CannedReply, CannedReplyInput } from '../../../shared/schemas/tickets';
import { CANNED_REPLY_BODY_MAX_LENGTH, CANNED_REPLY_TITLE_MAX_LENGTH } from '../../../shared/schemaValues';
import { useRequest, useSubmit } from '../../app/useRequest';
import { LoadFailed, LoadingList } from '../../components/RequestStates';
import { errorMessageKey } from '../../lib/errors';
import { useAppSelector } from '../../lib/hooks';
import { LANGUAGE_NAMES } from '../../lib/localeNames';
import { selectLanguage } from '../locale';
import { cannedRepliesRequest, cannedReplyChangeRequest } from './ticketsRequests';

const EMPTY: CannedReplyInput = { title: { th: '', en: '', vi: '', tl: '' }, body: { th: '', en: '', vi: '', tl: '' } };

/** A canned reply's text in a language, or the English one when that language has none. */
export function cannedText(texts: Readonly<Record<Language, string>>, lang: Language): string {
  return texts[lang].trim() !== '' ? texts[lang] : texts.en;
}

/** The language cannedText answers in (for the lang attribute). */
export function cannedLang(texts: Readonly<Record<Language, string>>, lang: Language): Language {
  return texts[lang].trim() !== '' ? lang : 'en';
}

function CannedReplyEditor({ initial, busy, error, onCancel, onSave }: { initial: CannedReplyInput; busy: boolean; error: string | null; onCancel: () => void; onSave: (input: CannedReplyInput) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<CannedReplyInput>(initial);
  const [tab, setTab] = useState<Language>('en');
  const [checked, setChecked] = useState(false);
  const missing = value.title.en.trim() === '' || value.body.en.trim() === '';
  const set = (field: 'title' | 'body', lang: Language, text: string) => setValue((v) => ({ ...v, [field]: { ...v[field], [lang]: text } }));
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (missing) {
          setTab('en');
          return;
        }
        onSave(value);
      }}
      sx={{ display: 'grid', gap: 2, border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Tabs value={tab} onChange={(_, v: Language) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('TICKETS.CANNED.LANGUAGES')}>
        {LANGUAGES.map((l) => (
          <Tab key={l} value={l} label={LANGUAGE_NAMES[l]} id={`canned-tab-${l}`} aria-controls={`canned-panel-${l}`} />
        ))}
      </Tabs>
      {LANGUAGES.map((l) => (
        <Box key={l} role="tabpanel" id={`canned-panel-${l}`} aria-labelledby={`canned-tab-${l}`} hidden={tab !== l} lang={l} sx={{ display: tab === l ? 'grid' : 'none', gap: 2 }}>
          <TextField
            label={t('TICKETS.CANNED.TITLE_FIELD')}
            value={value.title[l]}
            onChange={(e) => set('title', l, e.target.value)}
            required={l === 'en'}
            error={checked && l === 'en' && value.title.en.trim() === ''}
            helperText={l === 'en' ? (checked && value.title.en.trim() === '' ? t('TICKETS.CANNED.EN_REQUIRED') : ' ') : t('TICKETS.CANNED.FALLBACK')}
            slotProps={{ htmlInput: { maxLength: CANNED_REPLY_TITLE_MAX_LENGTH } }}
          />
          <TextField
            label={t('TICKETS.CANNED.BODY_FIELD')}
            value={value.body[l]}
            onChange={(e) => set('body', l, e.target.value)}
            required={l === 'en'}
            multiline
            minRows={4}
            error={checked && l === 'en' && value.body.en.trim() === ''}
            helperText={checked && l === 'en' && value.body.en.trim() === '' ? t('TICKETS.CANNED.EN_REQUIRED') : ' '}
            slotProps={{ htmlInput: { maxLength: CANNED_REPLY_BODY_MAX_LENGTH } }}
          />
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('TICKETS.CANCEL')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('TICKETS.CANNED.SAVE')}
        </Button>
      </Box>
    </Box>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; reply: CannedReply } | null;

export function CannedRepliesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const { state, reload } = useRequest(cannedRepliesRequest, 'all');
  const change = useSubmit(cannedReplyChangeRequest);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const [handled, setHandled] = useState<unknown>(null);
  const done = change.state.status === 'succeeded' ? change.state.data : null;
  if (done && done !== handled) {
    setHandled(done);
    setEditing(null);
    setDeleting(null);
  }
  const busy = change.state.status === 'loading';
  const error = change.state.status === 'failed' ? t(errorMessageKey(change.state.error?.code ?? 'UNKNOWN')) : null;
  const list = state.data;
  let body;
  if (state.status === 'failed' && !list) body = <LoadFailed message={t(errorMessageKey(state.error?.code ?? 'UNKNOWN'))} retryLabel={t('TICKETS.RETRY')} onRetry={reload} />;
  else if (!list) body = <LoadingList count={3} height={48} />;
  else if (list.length === 0) body = <Typography color="text.secondary">{t('TICKETS.CANNED.EMPTY')}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {list.map((r) => {
          const title = cannedText(r.title, lang);
          return (
            <Box component="li" key={r.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
              <Typography lang={cannedLang(r.title, lang)} sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
                {title}
              </Typography>
              <Button size="small" onClick={() => { change.reset(); setEditing({ kind: 'edit', reply: r }); }} aria-label={t('TICKETS.CANNED.EDIT_OF', { title })} disabled={busy}>
                {t('TICKETS.CANNED.EDIT')}
              </Button>
              <Button size="small" color="error" onClick={() => { change.reset(); setDeleting(r); }} aria-label={t('TICKETS.CANNED.DELETE_OF', { title })} disabled={busy}>
                {t('TICKETS.CANNED.DELETE')}
              </Button>
            </Box>
          );
        })}
      </Box>
    );
  return (
    <Dialog open onClose={() => !busy && onClose()} fullWidth maxWidth="md" aria-labelledby="canned-title">
      <DialogTitle id="canned-title">{t('TICKETS.CANNED.TITLE')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('TICKETS.CANNED.INTRO')}</DialogContentText>
        {editing ? (
          <CannedReplyEditor
            key={editing.kind === 'edit' ? editing.reply.id : 'new'}
            initial={editing.kind === 'edit' ? { title: editing.reply.title, body: editing.reply.body } : EMPTY}
            busy={busy}
            error={error}
            onCancel={() => setEditing(null)}
            onSave={(input) => change.submit(editing.kind === 'edit' ? { action: 'update', id: editing.reply.id, input } : { action: 'create', input })}
          />
        ) : (
          <Button variant="outlined" onClick={() => { change.reset(); setEditing({ kind: 'new' }); }} sx={{ justifySelf: 'start' }}>
            {t('TICKETS.CANNED.ADD')}
          </Button>
        )}
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('TICKETS.CANNED.DONE')}
        </Button>
      </DialogActions>
      {deleting && (
        <Dialog open onClose={() => !busy && setDeleting(null)} aria-labelledby="canned-delete-title">
          <DialogTitle id="canned-delete-title">{t('TICKETS.CANNED.DELETE_TITLE', { title: cannedText(deleting.title, lang) })}</DialogTitle>
          <DialogContent>
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                {error}
              </Alert>
            )}
            <DialogContentText>{t('TICKETS.CANNED.DELETE_TEXT')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)} disabled={busy}>
              {t('TICKETS.CANCEL')}
            </Button>
            <Button color="error" variant="contained" disabled={busy} onClick={() => change.submit({ action: 'delete', id: deleting.id })}>
              {t('TICKETS.CANNED.DELETE_CONFIRM')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}
