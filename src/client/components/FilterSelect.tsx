import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { ExpandMoreIcon } from './icons';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled native select: keyboard and screen-reader friendly everywhere, and light to load. */
export function FilterSelect({ label, value, options, onChange, name }: { label: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void; name: string }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: 12, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.04em' }}>
        {label}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="select"
          id={id}
          name={name}
          value={value}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
          sx={{
            appearance: 'none',
            width: '100%',
            height: 42,
            pl: 1.5,
            pr: 4,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            font: 'inherit',
            fontSize: 14,
            cursor: 'pointer',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
            '& option': { color: 'text.primary', bgcolor: 'background.paper' },
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Box>
        <ExpandMoreIcon fontSize="small" sx={{ position: 'absolute', right: 10, top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none', color: 'text.secondary' }} />
      </Box>
    </Box>
  );
}
