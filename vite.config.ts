import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { pdfjsAssets } from './build/pdfjsAssets';
import { firstScreenChunks, firstScreenPreload } from './build/firstScreenChunks';
import { antdFirstScreenImports } from './build/antdFirstScreenImports';
import { contractCalls } from './build/contractCalls';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const backend = env.VITE_DEV_BACKEND ?? 'http://127.0.0.1:8080';
  return {
    base: '/front/',
    plugins: [
      contractCalls(fileURLToPath(new URL('.', import.meta.url))),
      react(),
      antdFirstScreenImports(),
      pdfjsAssets(),
      firstScreenPreload('/front/'),
      precompress(),
      {
        // the title before the script runs (it then sets the title of the user's language): .env.* configuration
        name: 'app-title',
        transformIndexHtml: (html) => html.replace('%APP_TITLE%', env.VITE_APP_TITLE || env.VITE_APP_TITLE_ZH_CN || '审批门户'),
      },
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
        // the contract's schemas are for the server and the tests; the portal needs none of them at run time
        typebox: fileURLToPath(new URL('./build/typebox-stub.ts', import.meta.url)),
      },
    },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        // only the re-exports a barrel's importers use are part of the graph (antd, the icons, feature indexes),
        // so the first screen's groups below follow what the pages really import
        experimental: { lazyBarrel: true },
        output: { codeSplitting: firstScreenChunks(fileURLToPath(new URL('.', import.meta.url))) },
        treeshake: {
          // antd's building blocks declare no sideEffects in package.json, so an Input or a Select
          // would drag in all of @rc-component/form (and its validator) through one context import;
          // they are pure component modules (styles come from antd's CSS-in-JS)
          moduleSideEffects: [
            { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
            // feature components only declare components, so a feature index may re-export one
            // (e.g. search's DocumentSearchList for the documents page) without the top bar,
            // which imports the same index, loading it
            // (the shared form runtime's components and lib alike: src/shared/form-runtime was a feature once)
            { test: /[\\/]src[\\/](features[\\/][^\\/]+|shared[\\/]form-runtime)[\\/]components[\\/][^\\/]+\.tsx$/, sideEffects: false },
            // a feature's lib holds pure functions; an index re-exporting one (form-runtime's parseSignatures) kept the
            // module, a chunk of its own, on the first screen because it wraps dayjs at load time
            { test: /[\\/]src[\\/](features[\\/][^\\/]+|shared[\\/]form-runtime)[\\/]lib[\\/][^\\/]+\.ts$/, sideEffects: false },
          ],
        },
      },
    },
    server: {
      proxy: Object.fromEntries(
        [
          '/api',
          '/sys',
          '/portal',
          '/runtime',
          '/flow',
          '/bpmModel',
          '/bpm',
          '/uc',
          '/form',
          '/system',
          '/file',
          '/base',
          '/auth',
          '/sso',
          '/login',
          '/innermsg',
          '/mail',
          '/assistant',
          '/events',
        ].map((p) => [p, backend]),
      ),
    },
  };
});
