// What an admin's last action on a page came to: a success line (a status, closable) and a refusal (an
// alert with the error's message, closable), each shown while there is one.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/errors';

export interface ActionMessagesProps {
  /** The success line, translated; null: none. */
  done: string | null;
  onCloseDone: () => void;
  /** The refusal's error code; null: none. */
  error: string | null;
  onCloseError: () => void;
}

export function ActionMessages({ done, onCloseDone, error, onCloseError }: ActionMessagesProps) {
  const { t } = useTranslation();
  return (
    <>
      {done && (
        <Alert severity="success" role="status" onClose={onCloseDone}>
          {done}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={onCloseError}>
          {t(errorMessageKey(error))}
        </Alert>
      )}
    </>
  );
}
