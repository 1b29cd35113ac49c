import { fileURLToPath } from 'node:url';

type Resolve = (source: string, importer?: string, options?: { skipSelf: boolean }) => Promise<{ id: string } | null>;

const IS_BRIGHT = fileURLToPath(new URL('./antd-is-bright.ts', import.meta.url));

/**
 * Two imports inside antd that drew into the first screen what it never shows (issue 18):
 * - antd's form context (`antd/es/form/context.js`, imported by every popup through ContextIsolator and by the
 *   config provider) takes only `FormProvider` from `@rc-component/form`; its index also attaches Field, List and
 *   useForm to the Form as properties, so that one import drew the whole form engine and its validator (about
 *   40 KB minified). The provider comes from the module that defines it, the one the index re-exports (one
 *   context for both).
 * - antd's Button and Tag styles take `isBright` from the colour picker's presets panel, which keeps antd's
 *   Collapse and its library (about 10 KB): they take the same function from build/antd-is-bright.ts.
 */
export function antdFirstScreenImports() {
  return {
    name: 'antd-first-screen-imports',
    enforce: 'pre' as const,
    async resolveId(this: { resolve: Resolve }, source: string, importer?: string) {
      if (!importer) return null;
      if (source === '@rc-component/form' && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer))
        return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
      if (
        source === '../../color-picker/components/ColorPresets' &&
        /[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/.test(importer)
      )
        return IS_BRIGHT;
      return null;
    },
  };
}
