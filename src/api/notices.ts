import {
  NOTIFY_CALLS as N,
  type CompanyHook,
  type Delivery,
  type NotifySetting,
  type SaveCompanyHook,
  type SaveNotifySetting,
} from '@contract/notify';
import { send } from './call';

export type { CompanyHook, Delivery, NotifySetting, SaveCompanyHook, SaveNotifySetting };

/** Notice channels (issue 16): the caller's choices, webhook secrets, the delivery log, the company webhook. */
export const getNotifySetting = () => send(N.getSetting, {});
export const saveNotifySetting = (body: SaveNotifySetting) => send(N.saveSetting, { body });
export const newWebhookSecret = () => send(N.newSecret, {});
export const getDeliveries = () => send(N.deliveries, {});
export const getCompanyHook = () => send(N.getCompanyHook, {});
export const saveCompanyHook = (body: SaveCompanyHook) => send(N.saveCompanyHook, { body });
export const newCompanySecret = () => send(N.newCompanySecret, {});
