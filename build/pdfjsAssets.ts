import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The data folders of pdfjs-dist the viewer names in src/shared/pdf/assets.ts (CJK CMaps above all). */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'] as const;
const TYPES: Record<string, string> = {
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.icc': 'application/vnd.iccprofile',
};

const packageDir = () => path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const filesOf = (dir: string) => fs.readdirSync(dir).filter((name) => /\.(bcmap|pfb|ttf|wasm|js|icc)$/.test(name));

/**
 * Puts pdfjs' CMaps, standard fonts, image decoders and colour profiles under `<base>pdfjs/` in the
 * build, and serves them from the package in development, so the viewer finds them where the
 * portal is served (/front/). They are fetched only by the viewer, when a PDF needs them.
 */
export function pdfjsAssets(): Plugin {
  let base = '/';
  return {
    name: 'pdfjs-assets',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      const root = packageDir();
      const prefix = `${base}pdfjs/`;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix)) return next();
        const [folder, name, ...rest] = url.slice(prefix.length).split('/');
        if (rest.length || !(FOLDERS as readonly string[]).includes(folder) || !name || !filesOf(path.join(root, folder)).includes(name)) {
          return next();
        }
        res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
        fs.createReadStream(path.join(root, folder, name)).pipe(res);
      });
    },
    generateBundle() {
      const root = packageDir();
      for (const folder of FOLDERS) {
        for (const name of filesOf(path.join(root, folder))) {
          this.emitFile({ type: 'asset', fileName: `pdfjs/${folder}/${name}`, source: fs.readFileSync(path.join(root, folder, name)) });
        }
      }
    },
  };
}
