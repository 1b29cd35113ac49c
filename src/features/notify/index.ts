export { settingQuery } from './queries';
