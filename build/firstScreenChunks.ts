import fs from 'node:fs';
import path from 'node:path';
import { reachUsed, type GraphInfo } from './importGraph';

/** What rolldown's chunking passes to a group's name function (its ChunkingContext, reduced). */
interface Chunking {
  getModuleInfo(id: string): GraphInfo | null;
}

type Group = 'boot' | 'vendor' | 'shell';

/**
 * Modules the bundler adds that the boot code always needs, otherwise files of their own: rolldown's runtime
 * (module interop helpers) and vite's modulepreload polyfill (in the entry).
 */
const BOOT_EXTRAS = /rolldown[/:]runtime|vite[/]modulepreload-polyfill/;

/**
 * Chunks for the first screen (issue 18): rolldown's automatic splitting gave every antd building block and
 * icon used by more than one page its own file, so a signed-in person's browser fetched about a hundred files
 * before the to-do card. Three groups instead, each what a root reaches through static imports (names taken
 * from barrels only; dynamic imports stay lazy, so every other page and the heavy libraries keep their chunks):
 * - `boot`: what `src/main.tsx` needs to sign in (React, i18next, axios, the sign-in feature and src/shared/session);
 * - `vendor`: the other libraries of the shell and the home page (antd, the router, TanStack Query), cached
 *   apart from our own code, which changes more often;
 * - `shell`: our code of the shell and the home page.
 */
export function firstScreenChunks(root: string) {
  const srcRoot = path.join(root, 'src');
  const bootRoots = [path.join(srcRoot, 'main.tsx')];
  const shellRoots: (string | [string, string[]])[] = [
    path.join(srcRoot, 'App.tsx'),
    path.join(srcRoot, 'features/dashboard/pages/Home.tsx'),
    // the top bar's slots (src/app/shell/slots.tsx): small, and each would be one more request
    [path.join(srcRoot, 'features/assistant/index.ts'), ['AssistantWidget']],
    [path.join(srcRoot, 'features/messages/index.ts'), ['MessageBell']],
    [path.join(srcRoot, 'features/downloads/index.ts'), ['DownloadNotice']],
  ];
  let groups: Map<string, Group> | null = null;

  const classify = (ctx: Chunking) => {
    const lookup = (id: string) => ctx.getModuleInfo(id);
    const boot = reachUsed(lookup, bootRoots, srcRoot);
    const shell = reachUsed(lookup, shellRoots, srcRoot);
    const map = new Map<string, Group>();
    // the entry (src/main.tsx) too: one file with the boot code instead of an entry file that imports it
    for (const id of boot) map.set(id, 'boot');
    for (const id of shell) if (!boot.has(id)) map.set(id, /[\\/]node_modules[\\/]/.test(id) ? 'vendor' : 'shell');
    const debug = process.env.FIRST_SCREEN_CHUNKS_DEBUG;
    if (debug) fs.writeFileSync(debug, [...map].map(([id, g]) => `${g} ${id}`).join('\n'));
    return map;
  };
  const member = (group: Group) => (id: string, ctx: Chunking) => {
    groups ??= classify(ctx);
    // in the boot chunk, which every other chunk follows anyway: a request less each
    if (BOOT_EXTRAS.test(id)) return group === 'boot' ? group : null;
    return groups.get(id) === group ? group : null;
  };

  // the higher priority takes its modules (and their imports) first, so the shell's chunk does not swallow the vendor's
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: member('boot'), debugName: 'boot', priority: 3 },
      { name: member('vendor'), debugName: 'vendor', priority: 2 },
      { name: member('shell'), debugName: 'shell', priority: 1 },
    ],
  };
}

/** What vite's transformIndexHtml hands a build plugin (reduced). */
interface HtmlContext {
  bundle?: Record<string, { type: string; fileName: string; viteMetadata?: { importedCss: Set<string> } }>;
}

/**
 * `<link rel=modulepreload>` for the vendor and shell chunks (and the shell's CSS) in index.html: they load in
 * parallel with the boot chunk instead of after it has run (one round trip less on the way to the to-do card).
 */
export function firstScreenPreload(base: string) {
  return {
    name: 'first-screen-preload',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler(_html: string, ctx: HtmlContext) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk' && /^assets\/(vendor|shell)-/.test(c.fileName));
        const css = chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
        return [
          ...chunks.map((c) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + c.fileName },
            injectTo: 'head' as const,
          })),
          ...css.map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: base + f }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
