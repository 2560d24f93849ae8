// Bulk actions on an admin list (people, courses): rows are selected on the page shown (a checkbox per
// row or card, and one for the whole page); a bar names how many are selected and offers the actions;
// each action is confirmed in a dialog that names the count and the action; the answer says what became
// of each row (done, already so, refused with the reason) and offers the undo where there is one.
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BULK_MAX_IDS, type BulkItemResult } from '../../../shared/adminBulkValues';
import { errorMessageKey } from '../../lib/errors';
import type { RequestDefinition } from '../../app/request';
import { useSubmit } from '../../app/useRequest';
import { ConfirmDialog } from './ConfirmDialog';

export { BULK_MAX_IDS };

/** The rows selected on the page shown, by id; a new page (or filter) starts with none. */
/**
 * A list's bulk action: the selection on this page, the action being confirmed, the request and its
 * answer (the outcome per id, kept with the names the list showed), a refusal of the whole request, and
 * the list read again after each answer.
 */
export function useBulkAction<Id extends string | number, Action extends string, Result>(
  definition: RequestDefinition<{ ids: Id[]; action: Action }, Result>,
  pageIds: readonly Id[],
  reload: () => void,
) {
  const selection = useBulkSelection(pageIds);
  const bulk = useSubmit(definition);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [sent, setSent] = useState<{ action: Action; names: Readonly<Record<Id, string>> } | null>(null);
  const [outcome, setOutcome] = useState<{ action: Action; names: Readonly<Record<Id, string>>; result: Result } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [handled, setHandled] = useState<unknown>(null);
  const answer = bulk.state.status === 'succeeded' ? bulk.state.data : null;
  const refusal = bulk.state.status === 'failed' ? bulk.state.error : null;
  if (answer && answer !== handled && sent) {
    setHandled(answer);
    setConfirming(null);
    setError(null);
    setOutcome({ ...sent, result: answer });
    selection.clear();
  }
  if (refusal && refusal !== handled) {
    setHandled(refusal);
    if (!confirming) setError(refusal.code);
  }
  useEffect(() => {
    if (outcome) reload();
  }, [outcome, reload]);
  const busy = bulk.state.status === 'loading';
  return {
    selection,
    confirming,
    setConfirming,
    outcome,
    closeOutcome: () => setOutcome(null),
    /** A refusal of the whole request outside the dialog (an undo), as an error code. */
    error,
    closeError: () => setError(null),
    /** A refusal while the dialog is open, as an error code. */
    dialogError: refusal && confirming ? refusal.code : null,
    busy,
    send(action: Action, ids: readonly Id[], names: Readonly<Record<Id, string>>) {
      setSent({ action, names });
      setError(null);
      bulk.submit({ ids: [...ids], action });
    },
    cancel() {
      if (busy) return;
      bulk.reset();
      setConfirming(null);
    },
  };
}

/** What useBulkAction answers: the state and the handlers of a list's bulk action. */
export type BulkAction<Id extends string | number, Action extends string, Result> = ReturnType<typeof useBulkAction<Id, Action, Result>>;

export function useBulkSelection<Id extends string | number>(pageIds: readonly Id[]) {
  const pageKey = pageIds.join('|');
  const [state, setState] = useState<{ page: string; ids: readonly Id[] }>({ page: pageKey, ids: [] });
  const selected = state.page === pageKey ? state.ids : [];
  const set = (ids: readonly Id[]) => setState({ page: pageKey, ids: ids.slice(0, BULK_MAX_IDS) });
  return {
    selected,
    isSelected: (id: Id) => selected.includes(id),
    toggle: (id: Id) => set(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]),
    toggleAll: () => set(selected.length === pageIds.length ? [] : pageIds),
    clear: () => set([]),
    all: pageIds.length > 0 && selected.length === pageIds.length,
    some: selected.length > 0 && selected.length < pageIds.length,
  };
}

export function SelectAllCheckbox({ all, some, label, onToggle }: { all: boolean; some: boolean; label: string; onToggle: () => void }) {
  return <Checkbox checked={all} indeterminate={some} onChange={onToggle} slotProps={{ input: { 'aria-label': label } }} />;
}

export function RowCheckbox({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return <Checkbox checked={checked} onChange={onToggle} slotProps={{ input: { 'aria-label': label } }} sx={{ p: { xs: 1, md: 0.5 } }} />;
}

/** The bar over the list while rows are selected: how many, the actions, and clearing the selection. */
export function BulkBar({ count, busy, children, onClear }: { count: number; busy: boolean; children: ReactNode; onClear: () => void }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('ADMIN.BULK.BAR')}
      sx={{ p: 1.5, borderRadius: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', position: 'sticky', top: 8, zIndex: 2 }}
    >
      <Typography sx={{ fontWeight: 700, mr: 1 }}>{t('ADMIN.BULK.SELECTED', { count })}</Typography>
      {children}
      <Button size="small" onClick={onClear} disabled={busy} sx={{ ml: { sm: 'auto' } }}>
        {t('ADMIN.BULK.CLEAR')}
      </Button>
    </Paper>
  );
}


export interface BulkOutcomeProps<Id> {
  results: readonly BulkItemResult<Id>[];
  /** "Disabled: {{count}}" and the like. */
  doneText: (count: number) => string;
  /** How a row is named in the list of refusals. */
  nameOf: (id: Id) => string;
  undoLabel?: string;
  busy: boolean;
  onUndo?: (ids: Id[]) => void;
  onClose: () => void;
}

/** What became of each selected row: counts, each refusal with its reason, and the undo of what was done. */
export function BulkOutcome<Id extends string | number>({ results, doneText, nameOf, undoLabel, busy, onUndo, onClose }: BulkOutcomeProps<Id>) {
  const { t } = useTranslation();
  const done = results.filter((r) => r.outcome === 'done');
  const unchanged = results.filter((r) => r.outcome === 'unchanged').length;
  const refused = results.filter((r) => r.outcome === 'refused');
  const parts = [doneText(done.length), ...(unchanged ? [t('ADMIN.BULK.UNCHANGED', { count: unchanged })] : []), ...(refused.length ? [t('ADMIN.BULK.REFUSED', { count: refused.length })] : [])];
  return (
    <Alert
      severity={refused.length ? 'warning' : 'success'}
      role="status"
      onClose={onClose}
      action={
        onUndo && undoLabel && done.length > 0 ? (
          <Button color="inherit" size="small" disabled={busy} onClick={() => onUndo(done.map((r) => r.id))}>
            {undoLabel}
          </Button>
        ) : undefined
      }
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        {parts.join(' · ')}
      </Box>
      {refused.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {refused.map((r) => (
            <li key={String(r.id)}>{t('ADMIN.BULK.REFUSAL', { name: nameOf(r.id), reason: t(errorMessageKey(r.code ?? 'UNKNOWN')) })}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The translation keys of one bulk action: its button, its confirmation, its outcome and its undo. */
export interface BulkActionKeys {
  /** The button in the bar. */
  button: string;
  /** The dialog's title and confirm button ({{count}}) and its text. */
  title: string;
  text: string;
  confirm: string;
  /** "Disabled: {{count}}" and the like. */
  done: string;
  /** The undo offered after it (the other action). */
  undo: string;
}

export interface BulkControlsProps<Id extends string | number, Action extends string> {
  bulk: BulkAction<Id, Action, { results: readonly BulkItemResult<Id>[] }>;
  /** The list's two actions, each the undo of the other; the first is the harmful one (red, and its dialog too). */
  actions: readonly [Action, Action];
  keys: { readonly [A in Action]: BulkActionKeys };
  /** How the list names the selected rows (kept with the request for the outcome). */
  namesOf: (ids: readonly Id[]) => Readonly<Record<Id, string>>;
}

/**
 * A list's bulk controls around its rows: the outcome of the last action (with its undo), a refusal of
 * the whole request, the bar with the two actions while rows are selected, and the confirmation.
 */
export function BulkControls<Id extends string | number, Action extends string>({ bulk, actions, keys, namesOf }: BulkControlsProps<Id, Action>) {
  const { t } = useTranslation();
  const { selection, confirming, outcome, busy } = bulk;
  const [harmful, other] = actions;
  const inverse = (action: Action) => (action === harmful ? other : harmful);
  const count = selection.selected.length;
  return (
    <>
      {outcome && (
        <BulkOutcome
          results={outcome.result.results}
          doneText={(n) => t(keys[outcome.action].done, { count: n })}
          nameOf={(id) => outcome.names[id] ?? String(id)}
          undoLabel={t(keys[outcome.action].undo)}
          busy={busy}
          onUndo={(ids) => bulk.send(inverse(outcome.action), ids, outcome.names)}
          onClose={bulk.closeOutcome}
        />
      )}
      {bulk.error && (
        <Alert severity="error" role="alert" onClose={bulk.closeError}>
          {t(errorMessageKey(bulk.error))}
        </Alert>
      )}
      <BulkBar count={count} busy={busy} onClear={selection.clear}>
        {actions.map((action) => (
          <Button key={action} size="small" variant="outlined" color={action === harmful ? 'error' : undefined} aria-haspopup="dialog" disabled={busy} onClick={() => bulk.setConfirming(action)}>
            {t(keys[action].button)}
          </Button>
        ))}
      </BulkBar>
      {confirming && (
        <ConfirmDialog
          title={t(keys[confirming].title, { count })}
          text={t(keys[confirming].text)}
          confirmLabel={t(keys[confirming].confirm, { count })}
          danger={confirming === harmful}
          busy={busy}
          error={bulk.dialogError ? t(errorMessageKey(bulk.dialogError)) : null}
          onCancel={bulk.cancel}
          onConfirm={() => bulk.send(confirming, selection.selected, namesOf(selection.selected))}
        />
      )}
    </>
  );
}
