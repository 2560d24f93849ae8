// Babel compiles the SPA for webpack and every test for jest; tsc only type-checks
// (and emits the server build, see tsconfig.server.json).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { targets: 'defaults and supports es6-module', bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: false }],
    ],
  };
};
