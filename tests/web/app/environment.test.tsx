import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@/shared/i18n';
import { useAuthStore } from '@/shared/session';
import { isChatAppContainer, isInternetExplorer, watermarkContent } from '@/app/shell/environment';
import { UserWatermark } from '@/app/shell/UserWatermark';
import { IeNotice } from '@/app/shell/IeNotice';
import { Logo } from '@/app/shell/Logo';
import { needsTooltip } from '@/app/shell/menu/menuModel';

// jsdom has no canvas to draw antd's watermark image: a stand-in shows what it was given
vi.mock('antd', async (importOriginal) => ({
  ...(await importOriginal<typeof import('antd')>()),
  Watermark: ({ content, children }: { content?: string[]; children: ReactNode }) => (
    <div data-testid="watermark" data-content={JSON.stringify(content)}>
      {children}
    </div>
  ),
}));

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => useAuthStore.getState().clear());

describe('chat-app containers', () => {
  it.each([
    [CHROME, false],
    [`${CHROME} wxwork/4.1.20 MicroMessenger/7.0.1`, true],
    ['Mozilla/5.0 (iPhone) MicroMessenger/8.0.50', true],
    [`${CHROME} DingTalk/7.6.0`, true],
    [`${CHROME} Lark/7.20.5`, true],
    [`${CHROME} Feishu/7.20.5`, true],
    [`${CHROME} Larkspur/1.0`, false],
  ])('%s -> %s', (ua, expected) => expect(isChatAppContainer(ua)).toBe(expected));
});

describe('Internet Explorer', () => {
  it.each([
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)', true],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    [CHROME, false],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0', false],
  ])('%s -> %s', (ua, expected) => expect(isInternetExplorer(ua)).toBe(expected));

  it('shows a blocking notice', () => {
    render(<IeNotice />);
    expect(screen.getByText('不支持的浏览器')).toBeInTheDocument();
  });
});

describe('watermark', () => {
  it.each([
    ['张伟', 'zhangwei', ['张伟', 'zhangwei']],
    ['', 'zhangwei', ['zhangwei']],
    ['  ', '', []],
  ])('content of %j/%j', (name, account, expected) => expect(watermarkContent(name, account)).toEqual(expected));

  const hasWatermark = (container: HTMLElement) => container.querySelector('[data-testid=watermark]') !== null;

  it('overlays the name and account on pages', async () => {
    useAuthStore.setState({ signedIn: true, username: '张伟', account: 'zhangwei' });
    const { container } = render(
      <UserWatermark userAgent={CHROME}>
        <p>page</p>
      </UserWatermark>,
    );
    await waitFor(() => expect(hasWatermark(container)).toBe(true));
    expect(screen.getByTestId('watermark')).toHaveAttribute('data-content', JSON.stringify(['张伟', 'zhangwei']));
  });

  it.each(['wxwork', 'MicroMessenger', 'DingTalk', 'Lark', 'Feishu'])('is left out inside %s', async (app) => {
    useAuthStore.setState({ signedIn: true, username: '张伟', account: 'zhangwei' });
    const { container } = render(
      <UserWatermark userAgent={`${CHROME} ${app}/1.0`}>
        <p>page</p>
      </UserWatermark>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(hasWatermark(container)).toBe(false);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('is left out when nobody is signed in (error pages)', async () => {
    const { container } = render(
      <UserWatermark userAgent={CHROME}>
        <p>page</p>
      </UserWatermark>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(hasWatermark(container)).toBe(false);
  });
});

/** Renders the logo with `title` and points at it. */
function hoverLogo(title: string) {
  render(
    <MemoryRouter>
      <Logo title={title} />
    </MemoryRouter>,
  );
  fireEvent.mouseEnter(screen.getByText(title));
}

describe('tooltips of long titles', () => {
  it.each([
    ['审批门户', 8, false],
    ['企业审批工作流门户系统', 8, true],
    ['12345678', 8, false],
    ['123456789', 8, true],
    ['流程管理中心', 5, true],
    ['流程管理', 5, false],
  ])('%s over %d -> %s', (title, over, expected) => expect(needsTooltip(title, over)).toBe(expected));

  it('gives the logo a tooltip when the title is longer than 8 characters', async () => {
    hoverLogo('企业审批工作流门户系统');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('企业审批工作流门户系统');
  });

  it('gives a short logo title no tooltip', async () => {
    hoverLogo('审批门户');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('menu icons', () => {
  it('bundles every icon the seeded menus use', async () => {
    const { knownMenuIcon } = await import('@/app/shell/menu/MenuIcon');
    const seeded = [
      'ApartmentOutlined',
      'AuditOutlined',
      'BarChartOutlined',
      'BookOutlined',
      'CalendarOutlined',
      'CheckSquareOutlined',
      'CommentOutlined',
      'ContactsOutlined',
      'DashboardOutlined',
      'DeploymentUnitOutlined',
      'FileTextOutlined',
      'HomeOutlined',
      'MailOutlined',
      'MonitorOutlined',
      'PlusCircleOutlined',
      'QuestionCircleOutlined',
      'SearchOutlined',
      'SettingOutlined',
      'ShareAltOutlined',
      'TeamOutlined',
      'UserOutlined',
      'UserSwitchOutlined',
    ];
    expect(seeded.filter((name) => !knownMenuIcon(name))).toEqual([]);
  });
});

describe('the notice for Internet Explorer in index.html', () => {
  it('is a nomodule script whose texts equal locales/*/shell.json', async () => {
    const fs = await import('node:fs');
    const html = fs.readFileSync('index.html', 'utf8');
    const script = /<script nomodule>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const texts = JSON.parse(/var texts = (\{.*\});/.exec(script)![1]) as Record<string, { title: string; body: string }>;
    for (const lang of ['zh-CN', 'en-US', 'id']) {
      const locale = JSON.parse(fs.readFileSync(`locales/${lang}/shell.json`, 'utf8')) as { ie: { title: string; body: string } };
      expect(texts[lang]).toEqual(locale.ie);
    }
  });
});

describe('isFramedByPortal', () => {
  it.each([
    ['the top window', (w: Window) => w, false],
    ['a frame of our own origin', () => ({ location: { origin: window.location.origin } }) as Window, true],
    [
      'a frame of another origin',
      () =>
        ({
          get location(): Location {
            throw new DOMException('cross-origin', 'SecurityError');
          },
        }) as unknown as Window,
      false,
    ],
  ])('in %s -> %s', async (_label, top, expected) => {
    const { isFramedByPortal } = await import('@/app/shell/environment');
    const win = { self: {} as Window, location: window.location } as unknown as Window & { top: Window };
    const t = top(win);
    Object.assign(win, { top: t === win ? win : t });
    if (t === win) Object.assign(win, { self: win });
    expect(isFramedByPortal(win)).toBe(expected);
  });
});
