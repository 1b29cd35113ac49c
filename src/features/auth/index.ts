export { useAuthStore, connectSession, type AuthStore } from './store';
export { startUpSignIn, logout, redirectIfAccountMismatch, signInFailure, SignInError, type AccountSwitch } from './signIn';
export { toAdminFlag, avatarAddress, toLoginState, DEFAULT_AVATAR, type LoginState } from './loginState';
export { readLoginData, readLoginLanguage, stripLoginData, accountParam, isAccountMismatch } from './loginData';
export { readTokenBook, storedPair, type TokenBook } from './tokenBook';
export { BootSpinner } from './BootSpinner';
