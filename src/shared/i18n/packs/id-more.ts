// every other namespace of the language (not the server's): see ./id.ts
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../../locales/id/*.json',
    '!../../../../locales/id/{assistant,auth,common,dashboard,downloads,errors,messages,search,shell,theme,server}.json',
  ],
  { eager: true, import: 'default' },
);
