// A question's prompt or explanation: HTML the server sanitised when the author saved it (like a text
// lesson's body: no script, handler or javascript: URL survives), so it is inserted as it is.
import { forwardRef } from 'react';
import Box from '@mui/material/Box';

export const richTextSx = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& p, & ul, & ol, & blockquote, & pre': { mt: 0, mb: 1.5 },
  '& > :last-child': { mb: 0 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& pre': { overflowX: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 14 },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& a': { color: 'primary.main' },
} as const;

export const RichText = forwardRef<HTMLDivElement, { html: string; id?: string; testId?: string }>(function RichText({ html, id, testId }, ref) {
  return (
    <Box
      ref={ref}
      id={id}
      data-testid={testId}
      sx={richTextSx}
      // Sanitised by the server before it was stored.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
