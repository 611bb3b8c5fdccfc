import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  sourcemap: true,
  target: 'es2022',
  outDir: 'dist',
};

/**
 * Publishing build: ESM + .d.ts + one stylesheet (dist/index.css). `./css` shares the same class and
 * variable names (vanilla-extract names them by file), so its build writes no CSS of its own.
 */
export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    // One declaration pass for both entry points: the type check is most of the build's time.
    dts: { entry: { index: 'src/index.ts', css: 'src/css.ts' } },
    esbuildPlugins: [vanillaExtractPlugin()],
  },
  { ...shared, entry: { css: 'src/css.ts' }, esbuildPlugins: [vanillaExtractPlugin({ outputCss: false })] },
]);
