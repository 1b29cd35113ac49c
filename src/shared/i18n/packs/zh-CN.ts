import 'dayjs/locale/zh-cn';

// the first screen's texts (sign-in, the shell, the home page and what the shell opens), with the dayjs locale;
// the other namespaces are in ./zh-CN-more.ts (resources.ts loads them after the first screen and before any other page)
export default import.meta.glob<Record<string, unknown>>(
  '../../../../locales/zh-CN/{assistant,auth,common,dashboard,downloads,errors,messages,search,shell,theme}.json',
  { eager: true, import: 'default' },
);
