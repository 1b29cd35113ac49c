// every other namespace of the language (not the server's): see ./en-US.ts
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../../locales/en-US/*.json',
    '!../../../../locales/en-US/{assistant,auth,common,dashboard,downloads,errors,messages,search,shell,theme,server}.json',
  ],
  { eager: true, import: 'default' },
);
