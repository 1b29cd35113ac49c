export { AssistantWidget } from './components/AssistantWidget';
