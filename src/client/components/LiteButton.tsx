// Light buttons for the always-loaded shell (header, footer, home page, error banner, 404).
//
// MUI's Button and IconButton bring ButtonBase, the touch ripple, react-transition-group and
// CircularProgress (about 8 KB gzip) to every page. These render the same look (MUI's own styles for the
// variants the shell uses, and the theme's MuiButton / MuiIconButton overrides, since the styled roots
// carry those names) on a native <button> or a router <Link>, with hover, press and keyboard-focus
// feedback instead of the ripple. Dropdown panels and lazy pages keep MUI's components.
import type { ButtonHTMLAttributes, AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { alpha, styled, type SxProps, type Theme } from '@mui/material/styles';

type Size = 'small' | 'medium' | 'large';

interface ButtonOwnerState {
  variant: 'text' | 'contained';
  color: 'primary' | 'inherit';
  size: Size;
  hasStartIcon: boolean;
}

/** What a <button>, <a> and MUI's ButtonBase share: a reset, clickable, inline-flex box. */
const baseStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '&:disabled': { pointerEvents: 'none', cursor: 'default' },
  '@media print': { colorAdjust: 'exact' },
} as const;

const PADDING: Record<ButtonOwnerState['variant'], Record<Size, string>> = {
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
};
const FONT_SIZE: Record<Size, number | undefined> = { small: 13, medium: undefined, large: 15 };
const ICON_SIZE: Record<Size, number> = { small: 18, medium: 20, large: 22 };

function buttonStyle({ theme, ownerState }: { theme: Theme; ownerState: ButtonOwnerState }) {
  const { variant, color, size } = ownerState;
  const { palette } = theme;
  const hover = palette.action.hoverOpacity;
  const fontSize = FONT_SIZE[size];
  const textColor = color === 'inherit' ? 'inherit' : palette.primary.main;
  const textHoverBg = alpha(color === 'inherit' ? palette.text.primary : palette.primary.main, hover);
  return {
    ...baseStyle,
    ...theme.typography.button,
    ...(fontSize ? { fontSize: theme.typography.pxToRem(fontSize) } : null),
    minWidth: 64,
    padding: PADDING[variant][size],
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    ...(ownerState.hasStartIcon ? { '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' } } : null),
    ...(variant === 'contained'
      ? {
          color: palette.primary.contrastText,
          backgroundColor: palette.primary.main,
          boxShadow: 'none',
          '@media (hover: hover)': { '&:hover': { backgroundColor: palette.primary.dark } },
          '&:focus-visible': { backgroundColor: palette.primary.dark },
          '&:active': { backgroundColor: palette.primary.dark, filter: 'brightness(0.92)' },
          '&:disabled': { color: palette.action.disabled, backgroundColor: palette.action.disabledBackground },
        }
      : {
          color: textColor,
          '@media (hover: hover)': { '&:hover': { backgroundColor: textHoverBg } },
          '&:focus-visible': { backgroundColor: textHoverBg },
          '&:active': { backgroundColor: alpha(color === 'inherit' ? palette.text.primary : palette.primary.main, hover * 3) },
          '&:disabled': { color: palette.action.disabled },
        }),
  } as const;
}

const BUTTON = { name: 'MuiButton', slot: 'Root' } as const;
const ButtonRoot = styled('button', BUTTON)<{ ownerState: ButtonOwnerState }>(buttonStyle);
const LinkButtonRoot = styled(RouterLink, BUTTON)<{ ownerState: ButtonOwnerState }>(buttonStyle);

const IconSlot = styled('span')<{ ownerState: { size: Size; edge: 'start' | 'end' } }>(({ ownerState: { size, edge } }) => ({
  display: 'inherit',
  ...(edge === 'start' ? { marginRight: 8, marginLeft: size === 'small' ? -2 : -4 } : { marginLeft: 8, marginRight: size === 'small' ? -2 : -4 }),
  '& > *:nth-of-type(1)': { fontSize: ICON_SIZE[size] },
}));

interface LiteButtonOwnProps {
  variant?: ButtonOwnerState['variant'];
  color?: ButtonOwnerState['color'];
  size?: Size;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

export type LiteButtonProps = LiteButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { ref?: Ref<HTMLButtonElement> };
export type LiteLinkButtonProps = LiteButtonOwnProps & Omit<LinkProps, 'color'> & { ref?: Ref<HTMLAnchorElement> };

function content({ size = 'medium', startIcon, endIcon, children }: LiteButtonOwnProps) {
  return (
    <>
      {startIcon && <IconSlot ownerState={{ size, edge: 'start' }}>{startIcon}</IconSlot>}
      {children}
      {endIcon && <IconSlot ownerState={{ size, edge: 'end' }}>{endIcon}</IconSlot>}
    </>
  );
}

function ownerStateOf({ variant = 'text', color = 'primary', size = 'medium', startIcon }: LiteButtonOwnProps): ButtonOwnerState {
  return { variant, color, size, hasStartIcon: Boolean(startIcon) };
}

/** A button that looks like MUI's <Button> (text or contained, primary or inherit colour). */
export function LiteButton({ variant, color, size, startIcon, endIcon, children, type = 'button', ...props }: LiteButtonProps) {
  const own = { variant, color, size, startIcon, endIcon, children };
  return (
    <ButtonRoot type={type} {...props} ownerState={ownerStateOf(own)}>
      {content(own)}
    </ButtonRoot>
  );
}

/** A router link that looks like MUI's <Button component={RouterLink}>. */
export function LiteLinkButton({ variant, color, size, startIcon, endIcon, children, ...props }: LiteLinkButtonProps) {
  const own = { variant, color, size, startIcon, endIcon, children };
  return (
    <LinkButtonRoot {...props} ownerState={ownerStateOf(own)}>
      {content(own)}
    </LinkButtonRoot>
  );
}

interface IconButtonOwnerState {
  size: 'small' | 'medium';
  color: 'default' | 'inherit';
}

function iconButtonStyle({ theme, ownerState: { size, color } }: { theme: Theme; ownerState: IconButtonOwnerState }) {
    const hoverBg = alpha(theme.palette.action.active, theme.palette.action.hoverOpacity);
    return {
      ...baseStyle,
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(size === 'small' ? 18 : 24),
      padding: size === 'small' ? 5 : 8,
      borderRadius: '50%',
      color: color === 'inherit' ? 'inherit' : theme.palette.action.active,
      transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.shortest }),
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverBg } },
      '&:focus-visible': { backgroundColor: hoverBg },
      '&:active': { backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity * 3) },
      '&:disabled': { backgroundColor: 'transparent', color: theme.palette.action.disabled },
    } as const;
}

const ICON_BUTTON = { name: 'MuiIconButton', slot: 'Root' } as const;
const IconButtonRoot = styled('button', ICON_BUTTON)<{ ownerState: IconButtonOwnerState }>(iconButtonStyle);
const IconLinkRoot = styled('a', ICON_BUTTON)<{ ownerState: IconButtonOwnerState }>(iconButtonStyle);

interface LiteIconButtonOwnProps {
  size?: 'small' | 'medium';
  color?: 'default' | 'inherit';
  sx?: SxProps<Theme>;
  children?: ReactNode;
  /** Required: an icon button has no text. */
  'aria-label': string;
}

export type LiteIconButtonProps = LiteIconButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { ref?: Ref<HTMLButtonElement> };
export type LiteIconLinkProps = LiteIconButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** A round icon button that looks like MUI's <IconButton>. */
export function LiteIconButton({ size = 'medium', color = 'default', type = 'button', ...props }: LiteIconButtonProps) {
  return <IconButtonRoot type={type} {...props} ownerState={{ size, color }} />;
}

/** An external link that looks like MUI's <IconButton component="a" href=…>. */
export function LiteIconLink({ size = 'medium', color = 'default', ...props }: LiteIconLinkProps) {
  return <IconLinkRoot {...props} ownerState={{ size, color }} />;
}
