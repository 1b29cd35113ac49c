import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PagedTable } from '@/shared/ui/PagedTable';
import { renderUi } from '../search/render';

interface Row {
  id: string;
  name: string;
}

const table = (rows: Row[] | undefined, loading: boolean) => (
  <PagedTable<Row>
    rowKey="id"
    columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
    rows={rows}
    total={rows?.length}
    loading={loading}
    paging={{ page: 1, pageSize: 20 }}
    onPaging={() => {}}
  />
);

describe('PagedTable', () => {
  it('says it is loading before the first answer, never "No data" under the spinner', async () => {
    renderUi(table(undefined, true));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('says there is nothing once an empty answer came, also while it is fetched again', async () => {
    renderUi(table([], true));
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the rows', async () => {
    renderUi(table([{ id: '1', name: 'Leave of Zhang Wei' }], false));
    expect(await screen.findByText('Leave of Zhang Wei')).toBeInTheDocument();
  });
});
