import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { LiveAnnouncer } from '@/shared/ui/a11y';
import { useArrivalAnnouncement } from '@/features/tasks/hooks/useArrivalAnnouncement';

function List({ total, filter }: { total: number | undefined; filter: string }) {
  useArrivalAnnouncement(total, filter);
  return null;
}

describe('new to-dos said to screen readers', () => {
  beforeAll(() => void initI18n('zh-CN'));

  it('announces only a growth of the same list, not its first load, a shrink or another filter', () => {
    const { rerender } = render(
      <>
        <LiveAnnouncer />
        <List total={3} filter="all" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() =>
      rerender(
        <>
          <LiveAnnouncer />
          <List total={5} filter="all" />
        </>,
      ),
    );
    expect(status).toHaveTextContent('2 条新待办到达');
    act(() =>
      rerender(
        <>
          <LiveAnnouncer />
          <List total={9} filter="finance" />
        </>,
      ),
    );
    expect(status).toHaveTextContent('2 条新待办到达');
    act(() =>
      rerender(
        <>
          <LiveAnnouncer />
          <List total={8} filter="finance" />
        </>,
      ),
    );
    expect(status).toHaveTextContent('2 条新待办到达');
  });
});
