/**
 * @jest-environment node
 */
// The lint keeps the SPA's layers (eslint.config.mjs): these throw-away snippets, linted as if they sat at
// the given paths, prove that an arrow pointing back up fails `npm run lint` and that the allowed ones pass.
// ESLint runs once in a child process with the project's config file (jest cannot load an ES module config).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Snippet {
  filePath: string;
  code: string;
}

const SNIPPETS = {
  componentReadsSlice: { filePath: 'src/client/components/Snippet.tsx', code: "import { selectLanguage } from '../features/locale';\nexport const pick = selectLanguage;\n" },
  componentUsesReactRedux: { filePath: 'src/client/components/Snippet.tsx', code: "import { useSelector } from 'react-redux';\nexport const use = useSelector;\n" },
  componentUsesStore: { filePath: 'src/client/components/Snippet.tsx', code: "import { makeStore } from '../app/store';\nexport const make = makeStore;\n" },
  componentUsesLibAndShared: {
    filePath: 'src/client/components/Snippet.tsx',
    code: "import { formatDate } from '../lib/format';\nimport { LANGUAGES } from '../../shared/constants';\nexport const both = [formatDate, LANGUAGES];\n",
  },
  apiImportsFeature: { filePath: 'src/client/api/snippetApi.ts', code: "import { getAccessToken } from '../features/auth/session';\nexport const token = getAccessToken;\n" },
  apiImportsShared: { filePath: 'src/client/api/snippetApi.ts', code: "import { API_BASE } from '../../shared/apiPaths';\nexport const base = API_BASE;\n" },
  libImportsAppType: { filePath: 'src/client/lib/snippet.ts', code: "import type { RootState } from '../app/store';\nexport type S = RootState;\n" },
  libImportsFeature: { filePath: 'src/client/lib/snippet.ts', code: "import { uiActions } from '../features/ui';\nexport const ui = uiActions;\n" },
  featureImportsInternals: { filePath: 'src/client/features/catalogue/snippet.ts', code: "import { selectCurrentUser } from '../auth/authSlice';\nexport const user = selectCurrentUser;\n" },
  featureImportsIndex: { filePath: 'src/client/features/catalogue/snippet.ts', code: "import { selectCurrentUser } from '../auth';\nexport const user = selectCurrentUser;\n" },
  featureImportsItself: { filePath: 'src/client/features/catalogue/snippet.ts', code: "import { catalogueActions } from './catalogueSlice';\nexport const own = catalogueActions;\n" },
  featureImportsLayout: { filePath: 'src/client/features/catalogue/snippet.ts', code: "import { PATHS } from '../../layout/siteLinks';\nexport const p = PATHS;\n" },
  featureImportsPages: { filePath: 'src/client/features/catalogue/snippet.ts', code: "import { HomePage } from '../../pages/HomePage';\nexport const h = HomePage;\n" },
  featureImportsApp: { filePath: 'src/client/features/catalogue/snippet.ts', code: "import { makeStore } from '../../app/store';\nexport const m = makeStore;\n" },
  layoutImportsIndex: { filePath: 'src/client/layout/Snippet.tsx', code: "import { selectTheme } from '../features/ui';\nexport const t = selectTheme;\n" },
  pageImportsInternals: { filePath: 'src/client/pages/Snippet.tsx', code: "import { selectTheme } from '../features/ui/uiSlice';\nexport const t = selectTheme;\n" },
  sharedImportsClient: { filePath: 'src/shared/snippet.ts', code: "import { formatDate } from '../client/lib/format';\nexport const f = formatDate;\n" },
} satisfies Record<string, Snippet>;

type SnippetName = keyof typeof SNIPPETS;

// Lints every snippet with ESLint's Node API and prints, per snippet, the rule ids it reported.
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
const snippets = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
const out = {};
for (const [name, { filePath, code }] of Object.entries(snippets)) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(filePath) });
  const fatal = result.messages.filter((m) => m.fatal).map((m) => m.message);
  if (fatal.length) throw new Error(name + ': ' + fatal.join('; '));
  out[name] = result.messages.map((m) => m.ruleId);
}
process.stdout.write(JSON.stringify(out));
`;

let reported: Record<SnippetName, string[]>;

beforeAll(() => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT], { cwd: ROOT, input: JSON.stringify(SNIPPETS), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  reported = JSON.parse(run.stdout) as Record<SnippetName, string[]>;
}, 60_000);

describe('the layer rules of the lint', () => {
  it('a component may not read a store slice, nor import react-redux or the store', () => {
    expect(reported.componentReadsSlice).toContain('boundaries/dependencies');
    expect(reported.componentUsesReactRedux).toContain('no-restricted-imports');
    expect(reported.componentUsesStore).toContain('boundaries/dependencies');
  });

  it('a component may use lib and shared', () => {
    expect(reported.componentUsesLibAndShared).toEqual([]);
  });

  it('the API layer may not import a feature; it may import shared', () => {
    expect(reported.apiImportsFeature).toContain('boundaries/dependencies');
    expect(reported.apiImportsShared).toEqual([]);
  });

  it('lib may not import the app (not even its types) nor a feature', () => {
    expect(reported.libImportsAppType).toContain('boundaries/dependencies');
    expect(reported.libImportsFeature).toContain('boundaries/dependencies');
  });

  it("a feature reaches another feature only through that feature's index.ts", () => {
    expect(reported.featureImportsInternals).toContain('boundaries/dependencies');
    expect(reported.featureImportsIndex).toEqual([]);
    expect(reported.featureImportsItself).toEqual([]);
  });

  it('a feature may not import layout, pages nor the app', () => {
    expect(reported.featureImportsLayout).toContain('boundaries/dependencies');
    expect(reported.featureImportsPages).toContain('boundaries/dependencies');
    expect(reported.featureImportsApp).toContain('boundaries/dependencies');
  });

  it('layout and pages reach a feature through its index.ts only', () => {
    expect(reported.layoutImportsIndex).toEqual([]);
    expect(reported.pageImportsInternals).toContain('boundaries/dependencies');
  });

  it('shared imports nothing of the client', () => {
    expect(reported.sharedImportsClient).toContain('boundaries/dependencies');
  });
});
