import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { DEFINITION_CALLS, type DeployBody } from '@contract/workflow-definitions';
import { FLOW_TYPE_CALLS } from '@contract/workflow-flow-types';
import { server } from '../../../mocks/node';
import { ok } from '../../../mocks/envelope';
import { readBpmnFile } from '@/features/workflow/lib/readBpmn';
import FlowDefList from '@/features/workflow/pages/FlowDefList';
import { renderPage } from '../tasks/render';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BPMN =
  '<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p1"/></bpmn:definitions>';

describe('readBpmnFile', () => {
  it('accepts BPMN XML and refuses empty, foreign or oversized files', async () => {
    expect(await readBpmnFile(new Blob([`\uFEFF${BPMN}`]))).toEqual({ xml: BPMN });
    expect(await readBpmnFile(new Blob(['  ']))).toEqual({ problem: 'empty' });
    expect(await readBpmnFile(new Blob(['<html></html>']))).toEqual({ problem: 'notXml' });
    expect(await readBpmnFile(new Blob([new Uint8Array(2_000_001)]))).toEqual({ problem: 'tooLarge' });
  });
});

describe('FlowDefList', { timeout: 40_000 }, () => {
  it('deploys an uploaded BPMN file and lists the reasons of a refusal', async () => {
    const sent: DeployBody[] = [];
    server.use(
      http.post(`*${DEFINITION_CALLS.list.path}`, () => ok({ rows: [], total: 0, page: 1, pageSize: 20 })),
      http.get(`*${FLOW_TYPE_CALLS.tree.path}`, () => ok([{ id: 'type-hr', name: 'HR', parentId: null, sort: 1, children: [] }])),
    );
    // a refusal is a 400 whose value lists the reasons, as the server answers it
    server.use(
      http.post(`*${DEFINITION_CALLS.deploy.path}`, async ({ request }) => {
        sent.push((await request.json()) as DeployBody);
        return new Response(
          JSON.stringify({
            state: false,
            code: 400,
            message: 'The definition was refused (2)',
            value: {
              ok: false,
              defId: null,
              defKey: null,
              version: null,
              reasons: [
                { code: 'scriptTask', elementId: 'Task_1', message: 'Script tasks are not allowed' },
                { code: 'unsafeExpression', elementId: 'Flow_2', message: 'The condition reaches constructor' },
              ],
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
    fireEvent.change(input, { target: { files: [new File([BPMN], 'leave.bpmn', { type: 'application/xml' })] } });
    expect(await within(dialog).findByText('Chosen: leave.bpmn')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The definition was refused (2 reasons)');
    expect(within(alert).getByText('Script tasks are not allowed')).toBeInTheDocument();
    expect(within(alert).getByText('Task_1')).toBeInTheDocument();
    expect(within(alert).getByText('The condition reaches constructor')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].bpmnXml).toBe(BPMN);
  });
});
