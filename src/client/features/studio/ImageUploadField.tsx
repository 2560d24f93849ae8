// A picture an author uploads (a course cover, a quiz question's image): the picture, a button that
// opens the file chooser and uploads through the upload machine (its bytes checked by the server), an
// optional remove button, and the server's refusal in words.
import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { FileFolder } from '../../../shared/constants';
import { errorMessageKey } from '../../lib/errors';
import { useCoverUrl } from '../config';
import { coverUploadMachine } from './coverUploadMachine';

export interface ImageUploadFieldProps {
  name: string | null;
  folder: FileFolder;
  /** The upload: coverUploadMachine, or it provided with another folder's upload. */
  machine?: typeof coverUploadMachine;
  /** Translated texts: the picture's alt text, the button while choosing / replacing / uploading, and remove (none: no remove button). */
  labels: { image: string; choose: string; replace?: string; uploading: string; remove?: string };
  imageSx: SxProps<Theme>;
  /** The picture (or its placeholder) shows even before one is chosen. */
  alwaysShowImage?: boolean;
  onChange: (name: string | null) => void;
}

export function ImageUploadField({ name, folder, machine = coverUploadMachine, labels, imageSx, alwaysShowImage = false, onChange }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const actor = useActorRef(machine);
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const error = useSelector(actor, (s) => s.context.error);
  const url = useCoverUrl(name, folder);
  useEffect(() => {
    const sub = actor.on('uploaded', (event) => onChange(event.name));
    return () => sub.unsubscribe();
  }, [actor, onChange]);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {(name || alwaysShowImage) && <Box component="img" src={url} alt={labels.image} sx={[{ width: 160, borderRadius: 1, bgcolor: 'action.hover' }, ...(Array.isArray(imageSx) ? imageSx : [imageSx])]} />}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) actor.send({ type: 'SELECT', file });
            e.target.value = '';
          }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={uploading}>
          {uploading ? labels.uploading : name && labels.replace ? labels.replace : labels.choose}
        </Button>
        {name && labels.remove && (
          <Button size="small" color="error" onClick={() => onChange(null)}>
            {labels.remove}
          </Button>
        )}
        {error && (
          <Typography role="alert" color="error" variant="body2" sx={{ flexBasis: '100%' }}>
            {t(errorMessageKey(error))}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
