/**
 * BPMN definitions for tests, written from a compact description: the nodes (elements, without
 * their flows) and the paths through them, each path 'a b c' being the flows a -> b and b -> c.
 * A flow's id is `from_to`. The server tests and the e2e specs both use it: it imports nothing.
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrs = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join('');

export const startEvent = (id: string) => `<startEvent id="${id}"/>`;
export const endEvent = (id: string) => `<endEvent id="${id}"/>`;
export const parallelGateway = (id: string) => `<parallelGateway id="${id}"/>`;
export const exclusiveGateway = (id: string, defaultFlow?: string) => `<exclusiveGateway${attrs({ id, default: defaultFlow })}/>`;
export const callActivity = (id: string, calledElement: string) => `<callActivity${attrs({ id, name: id, calledElement })}/>`;

/** A countersign that needs every vote: one instance per approver, done when all have acted. */
const ALL_VOTES = `<multiInstanceLoopCharacteristics isSequential="false">
        <loopCardinality>=approverCount</loopCardinality>
        <completionCondition>=nrOfCompletedInstances = nrOfInstances</completionCondition>
      </multiInstanceLoopCharacteristics>`;

/** A user task (named by its id unless a name is given); `allVotes` makes it a countersign of every approver. */
export function userTask(id: string, assignee: string, opts: { name?: string; allVotes?: boolean } = {}) {
  const open = `<userTask${attrs({ id, name: opts.name ?? id, 'wf:assignee': assignee, 'wf:passRatio': opts.allVotes ? '1' : undefined })}`;
  return opts.allVotes ? `${open}>\n      ${ALL_VOTES}\n    </userTask>` : `${open}/>`;
}

export interface ProcessSpec {
  id: string;
  name?: string;
  nodes: string[];
  /** 'a b c': the flows a -> b -> c, in this order (a fork's branches follow the order of its flows) */
  paths: string[];
  /** FEEL conditions by flow id (`from_to`) */
  conditions?: Record<string, string>;
}

function flowXml(from: string, to: string, condition?: string) {
  const head = `<sequenceFlow${attrs({ id: `${from}_${to}`, sourceRef: from, targetRef: to })}`;
  return condition === undefined
    ? `${head}/>`
    : `${head}><conditionExpression xsi:type="tFormalExpression">${esc(condition)}</conditionExpression></sequenceFlow>`;
}

/** The definition of one process. */
export function bpmn({ id, name = id, nodes, paths, conditions = {} }: ProcessSpec): string {
  const flows = paths.flatMap((path) => {
    const ids = path.split(/\s+/);
    return ids.slice(1).map((to, i) => [ids[i], to] as const);
  });
  const ids = flows.map(([from, to]) => `${from}_${to}`);
  if (new Set(ids).size !== ids.length) throw new Error(`a flow is written twice: ${ids.join(' ')}`);
  for (const flow of Object.keys(conditions)) if (!ids.includes(flow)) throw new Error(`no flow ${flow} for its condition`);
  const body = [...nodes, ...flows.map(([from, to]) => flowXml(from, to, conditions[`${from}_${to}`]))];
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:wf="http://approval-portal.local/schema/wf" id="d_${id}" targetNamespace="t">
  <process${attrs({ id, name })} isExecutable="true">
    ${body.join('\n    ')}
  </process>
</definitions>`;
}
