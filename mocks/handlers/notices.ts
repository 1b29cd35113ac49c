import { NOTIFY_CALLS as N, type CompanyHook, type Delivery, type NotifySetting } from '@contract/notify';
import { answer } from '../call';

/** A user's notice settings as the server answers them. */
export function noticeSetting(over: Partial<NotifySetting> = {}): NotifySetting {
  return {
    lang: 'en-US',
    emailCategories: [],
    webhookCategories: [],
    webhookUrl: null,
    hasSecret: false,
    email: 'lina@example.com',
    emailAvailable: true,
    isAdmin: false,
    ...over,
  };
}

export function delivery(over: Partial<Delivery> = {}): Delivery {
  return {
    id: 'd-1',
    channel: 'webhook',
    target: 'https://hooks.example.com/x',
    hook: 'user',
    category: 'task',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createTime: '2026-03-02T01:00:00.000Z',
    updateTime: '2026-03-02T01:00:00.000Z',
    ...over,
  };
}

/**
 * The notice-setting calls over one mutable setting: save answers a secret the first time a webhook
 * URL is set (as the server does), newSecret always; `calls` records what was asked.
 */
export function noticeHandlers(setting: NotifySetting = noticeSetting(), log: Delivery[] = [], calls: string[] = []) {
  const company: CompanyHook = { url: null, enabled: false, categories: [], hasSecret: false };
  return [
    answer(N.getSetting, () => setting),
    answer(N.saveSetting, ({ body }) => {
      calls.push(`save:${JSON.stringify(body)}`);
      const first = !!body.webhookUrl && !setting.hasSecret;
      Object.assign(setting, body, { hasSecret: setting.hasSecret || first });
      return { ...setting, ...(first ? { secret: 'whsec_first' } : {}) };
    }),
    answer(N.newSecret, () => {
      calls.push('newSecret');
      setting.hasSecret = true;
      return { secret: 'whsec_again' };
    }),
    answer(N.deliveries, () => log),
    answer(N.getCompanyHook, () => company),
    answer(N.saveCompanyHook, ({ body }) => {
      calls.push(`company:${JSON.stringify(body)}`);
      return Object.assign(company, body, { hasSecret: true });
    }),
    answer(N.newCompanySecret, () => ({ secret: 'whsec_company' })),
  ];
}
