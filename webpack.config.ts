// Webpack 5 build of the SPA. Entry src/client/index.tsx; output dist/client with content-hashed,
// code-split chunks (one per route area: public, auth, student, instructor), gzip and brotli copies
// that the server sends precompressed, and a dev server on :3000 that proxies the API.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { LANGUAGES } from './src/shared/constants';
import { TRANSLATION_PART_NAMES, splitTranslations, translationPartFile, type TranslationTree } from './src/shared/translationParts';

type Env = Record<string, string | boolean | undefined>;
interface Argv {
  mode?: 'development' | 'production' | 'none';
}

const root = __dirname;
/** Build statistics for `npm run bench:bundle`, beside the served files (never under dist/client). */
const STATS_DIR = path.resolve(root, 'dist/client-stats');

/** Writes the chunk graph (entrypoints, chunks with their files, modules and parents) to STATS_DIR. */
class ChunkGraphStatsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ChunkGraphStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        hash: true,
        publicPath: true,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        chunkRelations: true,
        ids: true,
        assets: true,
        nestedModules: true,
        // Every module inside a concatenated one (the bench looks for firebase modules by path).
        nestedModulesSpace: Infinity,
        dependentModules: true,
      });
      fs.mkdirSync(STATS_DIR, { recursive: true });
      fs.writeFileSync(path.join(STATS_DIR, 'stats.json'), JSON.stringify(json));
    });
  }
}
/**
 * Writes STATS_DIR/chunk-groups.json: each named lazy chunk group (router.tsx's webpackChunkName) and the
 * script files it loads beyond the entry's. The server links them as preloads in a page's first HTML,
 * so a page's own code downloads beside the framework instead of after it has run.
 */
class ChunkGroupsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ChunkGroupsPlugin', (stats) => {
      const { namedChunkGroups, entrypoints } = stats.compilation;
      const initial = new Set([...entrypoints.values()].flatMap((entry) => entry.getFiles()));
      const groups: Record<string, string[]> = {};
      for (const [name, group] of namedChunkGroups) {
        if (entrypoints.has(name)) continue;
        groups[name] = group.getFiles().filter((file) => file.endsWith('.js') && !initial.has(file)).map((file) => `/${file}`);
      }
      fs.mkdirSync(STATS_DIR, { recursive: true });
      fs.writeFileSync(path.join(STATS_DIR, 'chunk-groups.json'), `${JSON.stringify(groups, null, 1)}\n`);
    });
  }
}
/**
 * Writes the translations as the SPA fetches them (src/shared/translationParts.ts): for each language of
 * public/assets/i18n, its core file under the same name ({lang}.json, every page loads it before the first
 * render) and a file per part ({lang}.staff.json, loaded with the screens that read it), without whitespace.
 */
class TranslationPartsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('TranslationPartsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'TranslationPartsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const lang of LANGUAGES) {
          const file = path.join(I18N_SOURCE, `${lang}.json`);
          compilation.fileDependencies.add(file);
          const { core, parts } = splitTranslations(JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree);
          const emit = (name: string, tree: TranslationTree) =>
            compilation.emitAsset(`assets/i18n/${name}`, new webpack.sources.RawSource(JSON.stringify(tree)));
          emit(`${lang}.json`, core);
          for (const part of TRANSLATION_PART_NAMES) emit(translationPartFile(lang, part), parts[part]);
        }
      });
    });
  }
}
const I18N_SOURCE = path.resolve(root, 'public/assets/i18n');
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

export default function config(_env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const compressible = /\.(js|css|html|svg|json|txt)$/;

  return {
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { main: path.resolve(root, 'src/client/index.tsx') },
    output: {
      path: path.resolve(root, 'dist/client'),
      publicPath: '/',
      filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      // In production the lazy chunks' files are named by id: the runtime's map of chunk file names (loaded
      // by /home) then holds numbers and hashes only, not some sixty names (never "firebase", nor the shared
      // MUI pieces' names that list every area sharing them, mui-admin~auth~cart~…). The build statistics
      // keep the names (bench:bundle reports by name). In development a file is named by its chunk.
      chunkFilename: (pathData) => {
        if (production) return 'js/[id].[contenthash:10].chunk.js';
        return pathData.chunk?.name === 'firebase' ? 'js/[id].chunk.js' : 'js/[name].chunk.js';
      },
      assetModuleFilename: 'media/[name].[contenthash:10][ext]',
      clean: true,
    },
    // Maps are written for error tracking but not referenced from the served bundles.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router publishes its production build (no dev warnings) under a path its package exports
      // do not select for bundlers: about 3 KB gzip less on every page.
      alias: production
        ? {
            'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
        // Side-effect free, so that an import through a re-export only pulls the module it needs: the icons
        // of lazy pages (extraIcons.tsx, re-exported by icons.tsx) stay out of the home page's chunk.
        { test: /[\\/]src[\\/]client[\\/]components[\\/](icons|extraIcons|svgIcon)\.tsx$/, sideEffects: false },
        // A feature's index.ts only re-exports its public surface: an import through it pulls only the modules
        // whose exports are used, so /home does not load the form pieces the auth index also offers.
        { test: /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        // The API route patterns: an area's module (e.g. courseApiPaths.ts) reaches a bundle only through
        // an import of its object, not through API_ROUTES (apiPaths.ts), which the server and tests use.
        { test: /[\\/]src[\\/]shared[\\/]\w*[aA]piPaths\.ts$/, sideEffects: false },
        // The shared constants: constants.ts re-exports domainConstants.ts (catalogue, money, quizzes, tickets…),
        // which thus reaches only the lazy chunks that use its exports, not /home's main chunk.
        { test: /[\\/]src[\\/]shared[\\/](constants|domainConstants)\.ts$/, sideEffects: false },
        // @emotion/react imports it bare (`import 'hoist-non-react-statics'`); only withTheme, unused here, needs it.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    performance: {
      hints: production ? 'warning' : false,
      // Budget: a route chunk is at most 60 KB gzip (about 200 KB raw).
      maxAssetSize: 600 * 1024,
      maxEntrypointSize: 600 * 1024,
      assetFilter: (name: string) => name.endsWith('.js'),
    },
    optimization: {
      // Terser with a third compress pass (webpack's default is two): the same transforms, applied until
      // they settle; about 0.35 KB gzip less in what /home loads (framework and mui).
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
      // Exports used across modules get the shortest names (a, b, …) instead of hashed two-letter ones:
      // about 1.1 KB gzip less in what /home loads. A module's names still change only when the set of
      // its used exports changes (as its code does then anyway).
      mangleExports: production ? 'size' : false,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The framework every page needs, cached across deployments of application code.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs|redux|redux-saga|@redux-saga|reselect|immer|i18next|react-i18next|use-sync-external-store)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 30,
            enforce: true,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
            name: 'mui',
            chunks: 'initial',
            priority: 20,
            enforce: true,
          },
          // MUI components that several lazy areas use (Button, ButtonBase and its ripple, Menu, Popover,
          // TextField…; the home page does without them) are shared between those chunks, not copied.
          muiLazy: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|@babel[\\/]runtime)[\\/]/,
            chunks: 'async',
            minChunks: 2,
            priority: 10,
            reuseExistingChunk: true,
            // e.g. mui-auth~student: which areas share it (the content hash still names each version).
            name: (_module: unknown, chunks: { name?: string | null }[]) =>
              `mui-${chunks.map((c) => c.name ?? 'lazy').sort().join('~')}`,
          },
          default: false,
          defaultVendors: false,
        },
      },
    },
    plugins: [
      // MUI's createTheme and ThemeProvider import the CSS-variables theme code even for a plain theme
      // like ours (no `cssVariables`, no `colorSchemes`): swap it for a stub that throws if ever reached.
      new webpack.NormalModuleReplacementPlugin(/^\.\/(createThemeWithVars|ThemeProviderWithVars)\.js$/, (resource) => {
        const issuer = resource.contextInfo?.issuer ?? '';
        if (/[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/](createTheme|ThemeProvider)\.js$/.test(issuer)) {
          resource.request = path.resolve(root, 'src/client/lib/muiWithoutCssVars.ts');
        }
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(root, 'public/index.html'),
        scriptLoading: 'defer',
        minify: production
          ? { collapseWhitespace: true, removeComments: true, removeRedundantAttributes: true, useShortDoctype: true }
          : false,
      }),
      new TranslationPartsPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          // The translations are TranslationPartsPlugin's.
          { from: path.resolve(root, 'public/assets'), to: 'assets', globOptions: { ignore: ['**/i18n/**'] } },
          { from: path.resolve(root, 'public/images'), to: 'images' },
          // The live-chat stand-in widget (demo default of CHAT_WIDGET_URL: /chat/academy-chat.js).
          { from: path.resolve(root, 'public/chat'), to: 'chat' },
        ],
      }),
      ...(production
        ? [
            new ChunkGraphStatsPlugin(),
            new ChunkGroupsPlugin(),
            new CompressionPlugin<zlib.ZlibOptions>({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: compressible,
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { level: 9 },
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: compressible,
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      static: false,
      proxy: [{ context: ['/api', '/storage'], target: API_TARGET, changeOrigin: true }],
    },
  };
}
