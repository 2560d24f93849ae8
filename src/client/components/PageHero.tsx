// The title block of a public page: its h1, an optional description and icon, on the brand's hero background.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND } from '../lib/theme';

/** Title block of a public page. */
export function PageHero({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <Box
      sx={{
        background: (theme) => (theme.palette.mode === 'dark' ? BRAND.heroDark : BRAND.heroLight),
        borderBottom: 1,
        borderColor: 'divider',
        py: { xs: 5, md: 8 },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {icon && (
            <Box sx={{ width: 56, height: 56, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'rgba(124,140,255,0.15)', color: 'primary.main', flexShrink: 0, '& svg': { fontSize: 30 } }}>
              {icon}
            </Box>
          )}
          <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 30, md: 44 } }}>
            {title}
          </Typography>
        </Box>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 720, fontSize: { md: 18 } }}>
            {description}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
