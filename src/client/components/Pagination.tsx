import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The page numbers to offer: first, last and a window around the current page; null marks a gap. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Box component="nav" aria-label={t('COURSES.PAGINATION')} sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.75, flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}>
        <li>
          <Button variant="outlined" color="inherit" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t('COURSES.PREVIOUS_PAGE')}
          </Button>
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <Box component="li" key={`gap-${i}`} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={p}>
              <Button
                variant={p === page ? 'contained' : 'text'}
                color={p === page ? 'primary' : 'inherit'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('COURSES.PAGE_N', { page: p })}
                onClick={() => onChange(p)}
                sx={{ minWidth: 42 }}
              >
                {p}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="outlined" color="inherit" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {t('COURSES.NEXT_PAGE')}
          </Button>
        </li>
      </Box>
    </Box>
  );
}
