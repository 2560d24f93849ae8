// The factory of the inline SVG icons (icons.tsx, extraIcons.tsx).
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

export type IconComponent = (props: SvgIconProps) => ReactNode;

export function icon(d: string, name: string): IconComponent {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon aria-hidden focusable="false" {...props}>
      <path d={d} />
    </SvgIcon>
  );
  Icon.displayName = `${name}Icon`;
  return Icon;
}
