export { MessageBell } from './components/MessageBell';
