import type { useAppProps } from 'antd/es/app/context';

/** antd's `App.useApp()` answer: message, notification and modal. */
export type AppApis = useAppProps;
type Call = (apis: AppApis) => unknown;

/**
 * Stand-ins for antd's message, notification and modal APIs until their real hooks have loaded (LightApp):
 * a call made before then waits in a queue and runs, in order, once they are there; what it answers (a message's
 * close function, a confirm's destroy/update/then) forwards to the real answer. Once loaded, every call goes
 * straight through.
 */
export function createDeferredApis(load: () => void) {
  let real: AppApis | null = null;
  const queue: Call[] = [];

  // the answer travels boxed: a message's answer is itself a thenable, which a promise would otherwise adopt
  const run = <T>(call: (apis: AppApis) => T): Promise<{ value: T }> => {
    load();
    return new Promise((resolve) => {
      queue.push((apis) => resolve({ value: call(apis) }));
    });
  };

  // message.x(...) answers a function that closes the message and is also a thenable (resolved when it closed)
  const messageCall =
    (name: keyof AppApis['message']) =>
    (...args: unknown[]) => {
      if (real) return (real.message[name] as (...a: unknown[]) => unknown)(...args);
      type Shown = (() => void) & PromiseLike<boolean>;
      let closed = false;
      const ready = run((apis) => (closed ? null : (apis.message[name] as (...a: unknown[]) => Shown)(...args)));
      const close = () => {
        closed = true;
        void ready.then(({ value }) => value?.());
      };
      close.then = (onDone?: (v: boolean) => unknown, onFail?: (e: unknown) => unknown) =>
        ready.then(({ value }) => value ?? true).then(onDone, onFail);
      return close;
    };

  // modal.x(config) answers { destroy, update, then }
  const modalCall =
    (name: keyof AppApis['modal']) =>
    (...args: unknown[]) => {
      if (real) return (real.modal[name] as (...a: unknown[]) => unknown)(...args);
      type Handle = { destroy: () => void; update: (c: unknown) => void; then: (r: (v: boolean) => unknown) => Promise<unknown> };
      const ready = run((apis) => (apis.modal[name] as (...a: unknown[]) => Handle)(...args));
      return {
        destroy: () => void ready.then(({ value }) => value.destroy()),
        update: (config: unknown) => void ready.then(({ value }) => value.update(config)),
        then: (resolve: (v: boolean) => unknown) => ready.then(({ value }) => value.then(resolve)),
      };
    };

  const plainCall =
    (area: 'notification' | 'message' | 'modal', name: string) =>
    (...args: unknown[]) => {
      const call = (apis: AppApis) =>
        ((apis[area] as unknown as Record<string, (...a: unknown[]) => unknown>)[name] as (...a: unknown[]) => unknown)(...args);
      if (real) return call(real);
      void run(call);
    };

  const apis = {
    message: {
      open: messageCall('open'),
      success: messageCall('success'),
      error: messageCall('error'),
      info: messageCall('info'),
      warning: messageCall('warning'),
      loading: messageCall('loading'),
      destroy: plainCall('message', 'destroy'),
    },
    notification: {
      open: plainCall('notification', 'open'),
      success: plainCall('notification', 'success'),
      error: plainCall('notification', 'error'),
      info: plainCall('notification', 'info'),
      warning: plainCall('notification', 'warning'),
      destroy: plainCall('notification', 'destroy'),
    },
    modal: {
      confirm: modalCall('confirm'),
      info: modalCall('info'),
      success: modalCall('success'),
      error: modalCall('error'),
      warning: modalCall('warning'),
    },
  } as unknown as AppApis;

  return {
    apis,
    /** the real APIs are there: run what waited */
    attach(loaded: AppApis) {
      real = loaded;
      for (const call of queue.splice(0)) call(loaded);
    },
  };
}
