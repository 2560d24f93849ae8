// The rich text field of the studio: the TipTap editor, fetched the first time one is shown (its own
// chunk, so the course editor's outline and forms open without ProseMirror), with a placeholder of the
// same size and label meanwhile.
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface RichTextEditorProps {
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
}

const TipTapEditor = lazy(() => import(/* webpackChunkName: "rich-text" */ './TipTapEditor'));

function Loading({ label }: { label: string }) {
  return (
    <Box aria-busy="true" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Skeleton variant="rounded" height={180} sx={{ mt: 1 }} />
    </Box>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading label={props.label} />}>
      <TipTapEditor {...props} />
    </Suspense>
  );
}
