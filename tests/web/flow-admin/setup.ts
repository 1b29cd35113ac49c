import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { setNotifier } from '@/api/notify';
import { flowAdminHandlers, flowAdminState, type FlowAdminState } from '../../../mocks/handlers/flowAdmin';

/** The msw server of a flow-admin test file, and a fresh state for each test. */
export function useFlowAdminServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
  });
  return (overrides: Partial<FlowAdminState> = {}) => {
    // the portal's error toasts (the shell registers antd's; here a spy)
    const errors = vi.fn();
    const unregister = setNotifier({ error: errors, success: vi.fn(), info: vi.fn(), warning: vi.fn() });
    afterEachOnce(unregister);
    const state = flowAdminState(overrides);
    server.use(...flowAdminHandlers(state));
    return Object.assign(state, { errors });
  };
}

const cleanups: (() => void)[] = [];
function afterEachOnce(cleanup: () => void) {
  cleanups.push(cleanup);
}
afterEach(() => cleanups.splice(0).forEach((c) => c()));
