import { describe, expect, it } from 'vitest';
import { phoneButtonOrder } from '@/features/approval/lib/buttons';

const b = (...aliases: string[]) => aliases.map((alias) => ({ alias }));
const aliases = (list: { alias: string }[]) => list.map((x) => x.alias);

describe('the order of the phone action bar', () => {
  it.each([
    [['reject', 'agree', 'print'], ['agree', 'reject'], ['print']],
    [['flowImage', 'signNotPass', 'signPass'], ['signPass', 'signNotPass'], ['flowImage']],
    [['print', 'like', 'reSubmit', 'unknownAlias'], ['reSubmit', 'print'], ['like']],
    [['flowImage'], ['flowImage'], []],
    [[], [], []],
  ])('%j shows %j and puts %j under More', (given, inline, more) => {
    const order = phoneButtonOrder(b(...given));
    expect(aliases(order.inline)).toEqual(inline);
    expect(aliases(order.more)).toEqual(more);
  });
});
