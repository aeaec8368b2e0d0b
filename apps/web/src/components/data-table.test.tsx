import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const rows = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

function Table({ onSort }: { onSort: (sort: string) => void }) {
  const [sort, setSort] = useState('name');
  return (
    <MantineProvider>
      <DataTable
        label="Things"
        columns={[{ key: 'name', header: 'Name', sort: 'name', render: (row) => row.name }]}
        records={rows}
        loading={false}
        sort={sort}
        onSortChange={(next) => {
          onSort(next);
          setSort(next);
        }}
        page={1}
        perPage={15}
        onPageChange={() => {}}
        empty={{ title: 'Nothing' }}
      />
    </MantineProvider>
  );
}

describe('DataTable', () => {
  it('sorts once on a double click (the second click of it does not toggle back)', () => {
    const sorts: string[] = [];
    render(<Table onSort={(sort) => sorts.push(sort)} />);
    const header = screen.getByRole('button', { name: /Name/ });
    fireEvent.click(header, { detail: 1 });
    fireEvent.click(header, { detail: 2 });
    fireEvent.doubleClick(header, { detail: 2 });
    expect(sorts).toEqual(['-name']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('still toggles on two separate clicks and on the keyboard (detail 0)', () => {
    const sorts: string[] = [];
    render(<Table onSort={(sort) => sorts.push(sort)} />);
    const header = screen.getByRole('button', { name: /Name/ });
    fireEvent.click(header, { detail: 1 });
    fireEvent.click(header, { detail: 1 });
    fireEvent.click(header, { detail: 0 });
    expect(sorts).toEqual(['-name', 'name', '-name']);
  });
});
