import { beforeAll } from 'vitest';
import { formView, instanceFormHandler, taskDetail } from '../../../../mocks/handlers/approval';
import { instanceRow } from '../../../../mocks/handlers/tasks';
import { useAuthStore } from '@/shared/session';
import ApprovalForm from '@/features/approval/pages/ApprovalForm';
import { listenToMocks } from '../../support/mockServer';
import { renderPage } from '../../tasks/render';

/** The hooks of the approval form's tests: the mock server, with Li Na signed in (the form compares assignees with her id). */
export function setUpApprovalTests() {
  listenToMocks();
  beforeAll(() => useAuthStore.setState({ userId: 'u-lina' }));
}

/** The form of the sample leave instance, as the instance view (no task) reads it. */
export function sampleInstanceForm(mayCirculate = true) {
  return instanceFormHandler({
    instance: instanceRow(),
    form: formView(),
    nodeLayoutList: taskDetail().nodeLayoutList,
    defId: 'def-leave-1',
    mayCirculate,
  });
}

/** Renders the approval form at /matter/approvalForm?`query`. */
export function openApprovalForm(query: string) {
  return renderPage(<ApprovalForm />, { path: `/matter/approvalForm?${query}` });
}
