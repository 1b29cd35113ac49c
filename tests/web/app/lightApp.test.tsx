import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import { LightApp } from '@/app/LightApp';

function Caller({ onMount }: { onMount: (apis: ReturnType<typeof AntApp.useApp>) => void }) {
  const apis = AntApp.useApp();
  useEffect(() => onMount(apis), [apis, onMount]);
  return <p>page</p>;
}

const renderApp = (onMount: (apis: ReturnType<typeof AntApp.useApp>) => void) =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <LightApp>
        <Caller onMount={onMount} />
      </LightApp>
    </ConfigProvider>,
  );

describe('LightApp: antd App.useApp() whose hooks load on first use (issue 18)', () => {
  it('shows the page at once and a message called before the hooks loaded', async () => {
    renderApp(({ message }) => void message.success('saved'));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(await screen.findByText('saved')).toBeInTheDocument();
  });

  it('a confirm called early opens, and its answer forwards to the real dialog', async () => {
    let handle: ReturnType<ReturnType<typeof AntApp.useApp>['modal']['confirm']> | null = null;
    renderApp(({ modal }) => {
      handle ??= modal.confirm({ title: 'Delete it?' });
    });
    expect((await screen.findAllByText('Delete it?')).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    handle!.destroy();
    await waitFor(() => expect(screen.queryAllByText('Delete it?')).toHaveLength(0));
  });

  it('closing a loading message before the hooks loaded keeps it from showing', async () => {
    let shown = false;
    renderApp(({ message }) => {
      if (shown) return;
      shown = true;
      const hide = message.loading('capturing', 0);
      hide();
      void message.info('after');
    });
    expect(await screen.findByText('after')).toBeInTheDocument();
    expect(screen.queryByText('capturing')).not.toBeInTheDocument();
  });
});
