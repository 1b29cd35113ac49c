import { afterEach, describe, expect, it, vi } from 'vitest';
import { TODO_FIRST_MAX_WAIT_MS, afterTodo, todoCall } from '@/features/dashboard/model/todoFirst';

// Issue 18: on the home page the to-do list's call goes first; the other widgets ask once it has ended.

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the to-do list first', () => {
  afterEach(() => vi.useRealTimers());

  it('with no to-do call in flight a widget asks at once', async () => {
    const call = vi.fn(async () => 'done rows');
    await expect(afterTodo(call)).resolves.toBe('done rows');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a widget asks only after the to-do call has answered, and gets its own answer', async () => {
    const todo = deferred<string>();
    const todoResult = todoCall(() => todo.promise);
    const call = vi.fn(async () => 'done rows');
    const widget = afterTodo(call);
    await tick();
    expect(call).not.toHaveBeenCalled();
    todo.resolve('todo rows');
    await expect(todoResult).resolves.toBe('todo rows');
    await expect(widget).resolves.toBe('done rows');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a failed to-do call lets the others go too (and keeps its own error)', async () => {
    const todo = deferred<string>();
    const todoResult = todoCall(() => todo.promise);
    const call = vi.fn(async () => 'news');
    const widget = afterTodo(call);
    todo.reject(new Error('offline'));
    await expect(todoResult).rejects.toThrow('offline');
    await expect(widget).resolves.toBe('news');
  });

  it(`a slow to-do call holds nobody longer than ${TODO_FIRST_MAX_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    const todo = deferred<string>();
    void todoCall(() => todo.promise);
    const call = vi.fn(async () => 'apps');
    const widget = afterTodo(call);
    await vi.advanceTimersByTimeAsync(TODO_FIRST_MAX_WAIT_MS - 10);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await expect(widget).resolves.toBe('apps');
    todo.resolve('late');
  });

  it('once the to-do call has ended, later calls do not wait', async () => {
    const todo = deferred<string>();
    void todoCall(() => todo.promise);
    todo.resolve('x');
    await tick();
    const call = vi.fn(async () => 'rows');
    const widget = afterTodo(call);
    expect(call).toHaveBeenCalledTimes(1);
    await widget;
  });
});
