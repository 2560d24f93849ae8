/** Read by screen readers, not shown. Lengths as strings: it is used both as a style and in `sx`, where a bare 1 means 100 %. */
export const srOnly = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
