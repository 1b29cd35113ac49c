import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadPage, type PageRegistry } from '@/app/router/registry';

// Issue 18: a page whose code has arrived renders at once. A first render that suspends commits the fallback, and
// React then holds back the page for up to 300 ms: on the first screen that is a third of the time budget.

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

describe('pages of the registry', () => {
  it('suspend on their first showing when their code has not been loaded', async () => {
    const registry: PageRegistry = { 'x/Cold': page('cold page') };
    const Page = lazyPage('x/Cold', registry)!;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('cold page')).toBeInTheDocument();
  });

  it('render without a fallback once preloaded, and keep one component per loader', async () => {
    const registry: PageRegistry = { 'x/Warm': page('warm page') };
    await preloadPage('x/Warm', registry);
    const Page = lazyPage('x/Warm', registry)!;
    expect(lazyPage('x/Warm', registry)).toBe(Page);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // synchronously, in the very first commit
    expect(screen.getByText('warm page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('render directly the next time a page shown once is mounted again', async () => {
    const registry: PageRegistry = { 'x/Again': page('again page') };
    const Page = lazyPage('x/Again', registry)!;
    const first = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('again page')).toBeInTheDocument();
    first.unmount();
    await act(async () => {});
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('again page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('leave a loading failure to the page (the preload itself resolves)', async () => {
    const registry: PageRegistry = { 'x/Broken': () => Promise.reject(new Error('chunk gone')) };
    await expect(preloadPage('x/Broken', registry)).resolves.toBeUndefined();
    await expect(preloadPage('x/Unknown', registry)).resolves.toBeUndefined();
  });
});
