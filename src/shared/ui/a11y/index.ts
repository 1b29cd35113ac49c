export { announce, LiveAnnouncer, type Politeness } from './announcer';
export { repairAntdAria, useAntdAriaRepairs, type RepairLabels } from './ariaRepairs';
export { prefersDarkScheme, useMediaQuery } from './mediaQuery';
export { default as a11yStyles } from './a11y.module.css';
