import 'dayjs/locale/zh-cn';
import { packOf } from './packOf';

// one chunk per language: the texts of every namespace and the matching dayjs locale
const files = import.meta.glob<Record<string, unknown>>(['../../../../locales/zh-CN/*.json', '!../../../../locales/zh-CN/server.json'], {
  eager: true,
  import: 'default',
});

export default packOf(files);
