export { DownloadNotice } from './components/DownloadNotice';
