/** Read by screen readers, not shown. */
export const srOnly = { position: 'absolute', width: 1, height: 1, margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
