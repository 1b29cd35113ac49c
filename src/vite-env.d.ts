/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_APP_TITLE: string;
  readonly VITE_APP_TITLE_ZH_CN?: string;
  readonly VITE_APP_TITLE_EN_US?: string;
  readonly VITE_APP_TITLE_ID?: string;
  readonly VITE_PRODUCTION: string;
  readonly VITE_ROUTER_MESSAGE_ORIGINS: string;
  readonly VITE_TOKEN_LINK_HOSTS: string;
  readonly VITE_LOGIN_URL: string;
}
