import 'dayjs/locale/en';
import { packOf } from './packOf';

// one chunk per language: the texts of every namespace and the matching dayjs locale
const files = import.meta.glob<Record<string, unknown>>(['../../../../locales/en-US/*.json', '!../../../../locales/en-US/server.json'], {
  eager: true,
  import: 'default',
});

export default packOf(files);
