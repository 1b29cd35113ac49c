// The sign-in feature: start-up sign-in, sign-out, the account switch prompt and the boot screen. The session it
// fills (store, token pairs, avatar address) is a shared library: src/shared/session.
export { startUpSignIn, logout, redirectIfAccountMismatch, signInFailure, SignInError, type AccountSwitch } from './signIn';
export { readLoginData, readLoginLanguage, stripLoginData, accountParam, isAccountMismatch } from './loginData';
export { BootSpinner } from './BootSpinner';
