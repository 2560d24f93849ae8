export type HeaderMenuKind = 'categories' | 'mega' | 'locale' | 'cart' | 'notifications' | 'profile' | 'mobile';

export interface HeaderMenuProps {
  kind: HeaderMenuKind;
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}
