// The session: who is signed in (the login state's store), their token pairs on this device and the avatar address.
// Every feature and the shell read it; the sign-in feature (src/features/auth) fills it.
export { useAuthStore, connectSession, type AuthStore } from './store';
export { toAdminFlag, avatarAddress, toLoginState, DEFAULT_AVATAR, type LoginState } from './loginState';
export { readTokenBook, storedPair, saveUserPair, clearUserPair, type TokenBook } from './tokenBook';
