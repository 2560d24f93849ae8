import Box from '@mui/material/Box';
import { SchoolIcon } from '../icons';
import { courseCoverUrl } from './courseFormat';
import { CoverImg } from '../coverSize';

/**
 * A course's cover at 16:9, or a calm placeholder without one. Decorative: the title is next to it. Lazy
 * unless `eager` (the course page's cover, a list's first card: the likely largest paint, fetched first).
 */
export function CourseCover({ coverImage, storageBaseUrl, height, eager = false }: { coverImage: string | null; storageBaseUrl: string; height?: number | string; eager?: boolean }) {
  const src = courseCoverUrl(coverImage, storageBaseUrl);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: height ? undefined : '16 / 9',
        height,
        bgcolor: 'action.hover',
        backgroundImage: 'linear-gradient(135deg, rgba(124,140,255,0.35), rgba(34,211,238,0.2))',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        color: 'primary.main',
      }}
    >
      {src ? (
        <CoverImg
          src={src}
          eager={eager}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <SchoolIcon sx={{ fontSize: 48, opacity: 0.7 }} />
      )}
    </Box>
  );
}
