// every other namespace of the language (not the server's): see ./zh-CN.ts
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../../locales/zh-CN/*.json',
    '!../../../../locales/zh-CN/{assistant,auth,common,dashboard,downloads,errors,messages,search,shell,theme,server}.json',
  ],
  { eager: true, import: 'default' },
);
