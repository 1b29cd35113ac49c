import { create } from 'zustand';
import { bindSession, type TokenPair } from '@/api/http';
import type { LoginState } from './loginState';
import { clearUserPair, saveUserPair } from './tokenBook';

export interface AuthStore extends LoginState {
  signedIn: boolean;
  setLogin(state: LoginState): void;
  setTokens(pair: TokenPair): void;
  clear(): void;
}

const signedOut: LoginState & { signedIn: boolean } = {
  signedIn: false,
  username: '',
  avatar: '',
  userId: '',
  account: '',
  token: '',
  rtoken: '',
  userInfo: null,
  isAdmin: false,
  permissions: [],
};

/** The login state (client state, spec 01 §3). */
export const useAuthStore = create<AuthStore>()((set) => ({
  ...signedOut,
  setLogin: (state) => set({ ...state, signedIn: true }),
  setTokens: (pair) => set({ token: pair.token, rtoken: pair.rtoken }),
  clear: () => set({ ...signedOut }),
}));

/** Connects the http client's headers and token refresh to this store and the stored pairs. */
export function connectSession(): void {
  bindSession({
    tokens: () => {
      const { token, rtoken } = useAuthStore.getState();
      return token ? { token, rtoken } : null;
    },
    refreshed: (pair) => {
      const { account } = useAuthStore.getState();
      useAuthStore.getState().setTokens(pair);
      if (account) saveUserPair(account, pair);
    },
    expired: () => {
      const { account } = useAuthStore.getState();
      if (account) clearUserPair(account);
      useAuthStore.getState().clear();
    },
  });
}
