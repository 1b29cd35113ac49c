import { HttpResponse } from 'msw';
import { PORTAL_CALLS as P, type AsyncEvent } from '@contract/portal';
import { answer } from '../call';
import { ok } from '../envelope';

export function asyncEvents(): AsyncEvent[] {
  return [
    {
      id: 'ev-1',
      name: '我的站内消息',
      kind: 'messages.csv',
      status: 'success',
      resultFileId: 'f-1',
      resultFileName: '我的站内消息.csv',
      error: null,
      createTime: '2026-03-01T01:00:00.000Z',
      finishTime: '2026-03-01T01:00:05.000Z',
    },
    {
      id: 'ev-2',
      name: '本部门人员',
      kind: 'department-users.csv',
      status: 'pending',
      resultFileId: null,
      resultFileName: null,
      error: null,
      createTime: '2026-03-02T01:00:00.000Z',
      finishTime: null,
    },
  ];
}

/** The async-event calls of the download notice over one mutable list, recording each call. */
export function asyncEventHandlers(events: AsyncEvent[] = asyncEvents(), calls: string[] = []) {
  return [
    answer(P.eventPage, () => {
      calls.push('list');
      return { rows: events, total: events.length, page: 1, pageSize: 20 };
    }),
    answer(P.eventRun, ({ query }) => {
      const id = query.get('id');
      calls.push(`run:${id}`);
      const e = events.find((x) => x.id === id);
      if (e) Object.assign(e, { status: 'success', resultFileName: `${e.name}.csv`, resultFileId: 'f-x' });
      // an unknown id answers an empty success, as this mock always did
      return e ?? ok(undefined);
    }),
    answer(P.eventDownload, ({ query }) => {
      const id = query.get('eventId');
      calls.push(`download:${id}`);
      const name = events.find((x) => x.id === id)?.resultFileName ?? 'result.csv';
      return new HttpResponse<Blob>(new Blob(['\uFEFFa,b\n1,2\n'], { type: 'text/csv' }), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="result.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    }),
    answer(P.eventRemoveAll, () => {
      calls.push('removeAll');
      const n = events.length;
      events.splice(0, n);
      return { count: n };
    }),
    answer(P.eventRemove, ({ params }) => {
      calls.push(`remove:${String(params.id)}`);
      const at = events.findIndex((x) => x.id === params.id);
      if (at >= 0) events.splice(at, 1);
      return { count: at >= 0 ? 1 : 0 };
    }),
  ];
}
