// While anything is unsaved: the browser's own warning before the tab closes or reloads, and a question
// before an in-app navigation. Under a data router this is react-router's useBlocker; the app's
// declarative <BrowserRouter> has no blocker, so there the router's navigator is wrapped for as long as
// the guard is on (links and navigate() both go through it).
import { useContext, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker } from 'react-router-dom';

function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="studio-leave-title">
      <DialogTitle id="studio-leave-title">{t('STUDIO.LEAVE.TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('STUDIO.LEAVE.TEXT')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave} color="warning">
          {t('STUDIO.LEAVE.LEAVE')}
        </Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          {t('STUDIO.LEAVE.STAY')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DataRouterBlocker({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return <LeaveDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

type Navigate = () => void;

function NavigatorBlocker({ when }: { when: boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<Navigate | null>(null);
  useEffect(() => {
    if (!when) return undefined;
    const { push, replace } = navigator;
    // The declarative router offers no blocker: its navigator is wrapped while the guard is on.
    /* eslint-disable react-hooks/immutability */
    navigator.push = (...args: Parameters<typeof push>) => setPending(() => () => push(...args));
    navigator.replace = (...args: Parameters<typeof replace>) => setPending(() => () => replace(...args));
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
    /* eslint-enable react-hooks/immutability */
  }, [navigator, when]);
  return (
    <LeaveDialog
      open={pending !== null}
      onStay={() => setPending(null)}
      onLeave={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
    />
  );
}

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <DataRouterBlocker when={when} /> : <NavigatorBlocker when={when} />;
}
