/**
 * antd's `App.useApp()` (message, notification, modal) without antd's App module, which carries the three
 * hooks and their components: the shell's own provider (src/app/LightApp.tsx) answers it, so the first screen
 * does not load them (issue 18). Pages may keep `App.useApp()`; both read the same context.
 */
export { default as useAppApis } from 'antd/es/app/useApp';
