import { describe, expect, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';

interface Row {
  id: string;
  name: string;
  cents: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Ada', cents: 100 },
  { id: 'b', name: 'Grace', cents: 250 },
];

function Table({ rows = ROWS, empty }: { rows?: Row[]; empty?: string }) {
  return (
    <DataTable
      label="Payments"
      columns={['Name', { label: 'Amount', className: 'num' }, { label: 'Actions', hideLabel: true }]}
      rows={rows}
      empty={empty}
      renderRow={(row) => (
        <tr key={row.id}>
          <>
            <td>{row.name}</td>
            <td className="num">{row.cents}</td>
          </>
          <td>
            <button type="button">Open {row.name}</button>
          </td>
        </tr>
      )}
    />
  );
}

describe('DataTable', () => {
  test('each cell carries the label of its column, for the card layout on a phone', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: 'Payments' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Amount', null, 'Name', 'Amount', null]);
    expect(cells[1]).toHaveClass('num');
  });

  test('an action column keeps a heading that only screen readers see', () => {
    render(<Table />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Amount', 'Actions']);
    expect(within(headers[2]!).getByText('Actions')).toHaveClass('visually-hidden');
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
  });

  test('a cell that names its own label keeps it; a component cell ends the automatic labels', () => {
    function Cells() {
      return <td>Ada</td>;
    }
    render(
      <DataTable
        label="People"
        columns={['Name', 'Status', 'Amount']}
        rows={['x']}
        renderRow={(row) => (
          <tr key={row}>
            <td data-label="Who">Ada</td>
            <Cells />
            <td>1</td>
          </tr>
        )}
      />,
    );
    expect(screen.getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Who', null, null]);
  });

  test('with no rows it shows the empty text instead of a table of bare headings', () => {
    render(<Table rows={[]} empty="No payments yet" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No payments yet')).toHaveClass('data-table-empty');
  });

  test('without an empty text, no rows still render the headings', () => {
    render(<Table rows={[]} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryAllByRole('cell')).toHaveLength(0);
  });
});
