import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { RouteProgress } from '@/app/shell/RouteProgress';
import { PROGRESS_SPEED_MS, pageLoads } from '@/app/shell/routeProgress';
import { LoadingMask } from '@/app/shell/LoadingMask';
import { maskedRequests } from '@/api/loadingMask';

function Page({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>go</button>;
}

function renderWithRoutes() {
  // as in the app: the bar lives in the root shell, around every page
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Page to="/next" /> },
          { path: '/next', element: <p>next page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('the route progress bar (spec 01 §9)', () => {
  it('runs on a route change, then finishes at the speed of 500 ms and goes', async () => {
    renderWithRoutes();
    expect(screen.queryByTestId('route-progress')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    const bar = await screen.findByTestId('route-progress');
    await nextFrame();
    expect(bar).toHaveAttribute('data-phase', 'finishing');
    expect(bar.style.getPropertyValue('--progress-speed')).toBe(`${PROGRESS_SPEED_MS}ms`);
    await waitFor(() => expect(screen.queryByTestId('route-progress')).toBeNull(), { timeout: 4 * PROGRESS_SPEED_MS });
  });

  it('keeps running while a lazy page loads', async () => {
    renderWithRoutes();
    act(() => pageLoads.start());
    const bar = await screen.findByTestId('route-progress');
    await nextFrame();
    expect(bar).toHaveAttribute('data-phase', 'running');
    act(() => pageLoads.done());
    await nextFrame();
    expect(bar).toHaveAttribute('data-phase', 'finishing');
  });
});

describe('the loading mask', () => {
  it('covers the window while a masked request is in flight', () => {
    render(<LoadingMask />);
    expect(document.querySelector('.ant-spin-fullscreen')).toBeNull();
    act(() => maskedRequests.start());
    expect(document.querySelector('.ant-spin-fullscreen')).not.toBeNull();
    act(() => maskedRequests.done());
    expect(document.querySelector('.ant-spin-fullscreen')).toBeNull();
  });
});
