import { describe, expect, it } from 'vitest';

// pdfjs (≈115 KB gzip and a 1.2 MB worker) must load only when a PDF is shown: one module imports it
// (src/shared/pdf/engine.ts), and the way to that module and to the viewer is a dynamic import(), so the
// build puts them in chunks of their own. The first-screen size check of `npm run bench` measures the result.

const sources = import.meta.glob<string>('../../../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const files = Object.entries(sources).map(([path, text]) => ({ path: path.replace(/^(\.\.\/)+/, ''), text }));

/** the modules a file imports for their values (type-only imports vanish from the build), resolved to src paths */
function valueImports(path: string, text: string): string[] {
  const dir = path.split('/').slice(0, -1);
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map(([, spec]) => {
    if (spec.startsWith('@/')) return `src/${spec.slice(2)}`;
    if (!spec.startsWith('.')) return spec;
    const parts = [...dir];
    for (const part of spec.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts.join('/');
  });
}

const importersOf = (target: (module: string) => boolean) =>
  files.filter(({ path, text }) => valueImports(path, text).some(target)).map((f) => f.path);

describe('pdfjs stays in its own lazy chunk', () => {
  it('is imported by the engine module only', () => {
    expect(importersOf((m) => m === 'pdfjs-dist' || m.startsWith('pdfjs-dist/'))).toEqual(['src/shared/pdf/engine.ts']);
  });

  it('no module imports the engine or the viewer statically', () => {
    expect(importersOf((m) => m === 'src/shared/pdf/engine' || m === 'src/shared/pdf/PdfViewer')).toEqual([]);
  });

  it('they are loaded by dynamic import', () => {
    const loads = (spec: string) =>
      files.filter(({ path, text }) => path.startsWith('src/shared/pdf/') && text.includes(`import('${spec}')`)).map((f) => f.path);
    expect(loads('./engine')).toEqual(['src/shared/pdf/usePdfDocument.ts']);
    expect(loads('./PdfViewer')).toEqual(['src/shared/pdf/usePdfPreview.tsx']);
  });
});
