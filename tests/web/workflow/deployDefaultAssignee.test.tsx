import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { DEFINITION_CALLS, type DeployBody } from '@contract/workflow-definitions';
import { FLOW_TYPE_CALLS } from '@contract/workflow-flow-types';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import FlowDefList from '@/features/workflow/pages/FlowDefList';
import { defaultAssigneeRule } from '@/features/workflow/components/DefaultAssigneeField';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BPMN =
  '<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p1"/></bpmn:definitions>';
const UNASSIGNED = [{ id: 'Activity_review', name: 'Review' }];

describe('defaultAssigneeRule', () => {
  it.each([
    [{ defaultKind: 'initiatorLeader' as const }, 'initiatorLeader'],
    [{ defaultKind: 'initiator' as const, defaultRef: 'ignored' }, 'initiator'],
    [{ defaultKind: 'role' as const, defaultRef: ' hr ' }, 'role:hr'],
    [{ defaultKind: 'user' as const }, null],
    [{}, null],
  ])('%j gives %s', (values, rule) => expect(defaultAssigneeRule(values)).toBe(rule));
});

describe('DeployDialog: user tasks without an approver', { timeout: 40_000 }, () => {
  it('lists them after a check and sends the chosen default approver with the deploy', async () => {
    const sent: DeployBody[] = [];
    server.use(
      http.post(`*${DEFINITION_CALLS.list.path}`, () => ok({ rows: [], total: 0, page: 1, pageSize: 20 })),
      http.get(`*${FLOW_TYPE_CALLS.tree.path}`, () => ok([])),
      http.post(`*${DEFINITION_CALLS.deploy.path}`, async ({ request }) => {
        const body = (await request.json()) as DeployBody;
        sent.push(body);
        if (body.defaultAssignee) return ok({ ok: true, reasons: [], defId: 'd1', defKey: 'p1', version: 1, unassigned: UNASSIGNED });
        return new Response(
          JSON.stringify({
            state: false,
            code: 400,
            message: 'refused',
            value: {
              ok: false,
              defId: null,
              defKey: null,
              version: null,
              unassigned: UNASSIGNED,
              reasons: [{ code: 'noAssignee', elementId: 'Activity_review', message: 'The user task has no approver rule' }],
            },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      }),
    );
    renderPage(<FlowDefList />, { path: '/flowAdmin/flowDef' });
    fireEvent.click(await screen.findByRole('button', { name: /Deploy a flow/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([BPMN], 'standard.bpmn', { type: 'application/xml' })] } });
    expect(await within(dialog).findByText('Chosen: standard.bpmn')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check only' }));
    expect(await within(dialog).findByText(/1 user task\(s\) have no approver/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Activity_review').length).toBeGreaterThan(0);
    expect(sent[0].defaultAssignee).toBeUndefined();
    // the initiator's leader is chosen unless the admin picks another rule
    expect(within(dialog).getByText("The initiator's leader")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ bpmnXml: BPMN, defaultAssignee: 'initiatorLeader' });
    expect(await within(dialog).findByText('Deployed p1, version 1')).toBeInTheDocument();
  });
});
