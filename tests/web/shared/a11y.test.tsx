import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Table, Tabs } from 'antd';
import { describe, expect, it } from 'vitest';
import { announce, LiveAnnouncer, repairAntdAria } from '@/shared/ui/a11y';
import { ActionLink } from '@/shared/ui/ActionLink';
import { FormDialog } from '@/shared/ui/FormDialog';

describe('the live announcer', () => {
  it('says polite news in the status region and errors in the alert region, the same text twice as two announcements', () => {
    render(<LiveAnnouncer />);
    act(() => announce('已同意'));
    expect(screen.getByRole('status')).toHaveTextContent('已同意');
    const first = screen.getByRole('status').firstElementChild;
    act(() => announce('已同意'));
    // a new node: screen readers read a repeated result again
    expect(screen.getByRole('status').firstElementChild).not.toBe(first);
    act(() => announce('网络错误', 'assertive'));
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误');
    expect(screen.getByRole('status')).toHaveTextContent('已同意');
  });

  it('ignores empty text', () => {
    render(<LiveAnnouncer />);
    act(() => announce(''));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('repairs of antd markup', () => {
  it('keeps only tabs in the tablist, hides close buttons, and makes a scrolling table body a named stop', () => {
    const { container } = render(
      <>
        <Tabs
          type="editable-card"
          hideAdd
          items={[
            { key: 'a', label: 'A', closable: true },
            { key: 'b', label: 'B', closable: true },
          ]}
          tabBarExtraContent={<Button>extra</Button>}
        />
        <Table
          rowKey="id"
          rowSelection={{}}
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          dataSource={[{ id: 1, name: 'x' }]}
          scroll={{ y: 100 }}
        />
      </>,
    );
    repairAntdAria(container, { tableScroll: 'Table content' });

    const tablist = screen.getByRole('tablist');
    expect(within(tablist).getAllByRole('tab')).toHaveLength(2);
    expect(within(tablist).queryByRole('button', { name: 'extra' })).toBeNull();
    expect(screen.getByRole('button', { name: 'extra' })).toBeInTheDocument();
    for (const close of container.querySelectorAll('.ant-tabs-tab-remove')) {
      expect(close).toHaveAttribute('tabindex', '-1');
      expect(close).toHaveAttribute('aria-hidden', 'true');
    }
    const body = screen.getByRole('region', { name: 'Table content' });
    expect(body).toHaveAttribute('tabindex', '0');
    for (const el of container.querySelectorAll('.ant-table-measure-row input, .ant-table-measure-row button')) {
      expect(el).toHaveAttribute('tabindex', '-1');
    }
  });
});

describe('keyboard', () => {
  it('opens an action link with Enter', async () => {
    const opened: string[] = [];
    render(<ActionLink onClick={() => opened.push('form')}>请假申请</ActionLink>);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '请假申请' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual(['form']);
  });

  function DialogHost() {
    const [open, setOpen] = useState(false);
    return (
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Button onClick={() => setOpen(true)}>New</Button>
        <FormDialog
          open={open}
          editing={null}
          title="新建分组"
          okText="确定"
          cancelText="取消"
          busy={false}
          startValues={() => ({})}
          onSubmit={() => setOpen(false)}
          onClose={() => setOpen(false)}
        >
          <input aria-label="名称" />
        </FormDialog>
      </ConfigProvider>
    );
  }

  it('moves the focus into an opened dialog and back to its button when it closes', async () => {
    render(<DialogHost />);
    const opener = screen.getByRole('button', { name: 'New' });
    await userEvent.tab();
    expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
