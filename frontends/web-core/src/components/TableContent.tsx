import type { ReactNode } from 'react';

/** A column heading: its text, or the text with the class of its cells (e.g. right-aligned numbers). */
export type TableColumn = string | { label: ReactNode; className?: string };

export interface TableContentProps<T> {
  columns: readonly TableColumn[];
  rows: readonly T[];
  /** One <tr> (with its key) per row. */
  renderRow: (row: T) => ReactNode;
  /** Shown in one full-width cell when there are no rows; without it an empty table has an empty body. */
  empty?: ReactNode;
  emptyClassName?: string;
  emptyTestId?: string;
}

/** A table's <thead> (one scope="col" heading per column) and <tbody> (the rows, or the empty text). */
export function TableContent<T>({ columns, rows, renderRow, empty, emptyClassName, emptyTestId }: TableContentProps<T>) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((column, index) =>
            typeof column === 'string' ? (
              <th key={index} scope="col">
                {column}
              </th>
            ) : (
              <th key={index} scope="col" className={column.className}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className={emptyClassName} data-testid={emptyTestId}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map(renderRow)
        )}
      </tbody>
    </>
  );
}
