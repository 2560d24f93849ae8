/**
 * Read by screen readers, not shown: the one visually-hidden style of the app. Lengths are strings
 * because it serves both as a React `style` and in MUI `sx`, where a bare 1 means 100 % (a label
 * "1" wide would then be as wide as its container and widen the page).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
