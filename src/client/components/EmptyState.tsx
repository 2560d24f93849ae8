import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An honest empty state: what is (not yet) here and what to do instead. */
export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
        px: 3,
        py: { xs: 5, md: 7 },
        bgcolor: 'background.paper',
      }}
    >
      {icon && <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 44 } }}>{icon}</Box>}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{action}</Box>}
    </Box>
  );
}
