import { Children, Fragment, cloneElement, isValidElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import './DataTable.css';

/**
 * A column heading. `label` is the heading's text and, when the table shows its rows as cards (narrow screens), the
 * label in front of each cell of the column. `hideLabel` keeps the heading for screen readers only (a column of
 * buttons or links whose own texts say what they do); `header` replaces the heading's content (e.g. a select-all box).
 */
export type DataTableColumn = string | { label: string; className?: string; hideLabel?: boolean; header?: ReactNode };

export interface DataTableProps<T> {
  /** The table's accessible name (also the name of its scroll region). */
  label: string;
  columns: readonly DataTableColumn[];
  rows: readonly T[];
  /** One <tr> (with its key) per row, its cells in the order of the columns. */
  renderRow: (row: T) => ReactElement;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  emptyClassName?: string;
  emptyTestId?: string;
  /** Extra classes of the <table>. */
  className?: string;
  /** The rows are being replaced (a new search is loading). */
  busy?: boolean;
  /**
   * `cards` (default): on narrow screens every row becomes a card of label/value lines. `scroll`: the table keeps its
   * columns and scrolls sideways inside its own focusable region (for tables read across, like a statement).
   */
  narrow?: 'cards' | 'scroll';
}

const labelOf = (column: DataTableColumn) => (typeof column === 'string' ? column : column.label);
const classOf = (column: DataTableColumn) => (typeof column === 'string' ? undefined : column.className);
const hidden = (column: DataTableColumn) => typeof column !== 'string' && column.hideLabel === true;

function Heading({ column }: { column: DataTableColumn }) {
  if (typeof column === 'string') return column;
  if (column.header !== undefined) return column.header;
  return column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label;
}

/** The row's children as a flat list, fragments opened, so that the n-th item is the n-th cell. */
function flatten(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? flatten(child.props.children) : [child],
  );
}

/**
 * Gives each <td>/<th> of a row the `data-label` of its column (the card layout shows it with CSS). A cell that
 * names its own label keeps it; after a child that is a component (which may render several cells) the positions
 * are unknown, so such components label their cells themselves.
 */
function labelCells(row: ReactElement, labels: readonly (string | undefined)[]): ReactElement {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let index = 0;
  let known = true;
  // Keyed by position: the cells of a row are its columns, in order.
  const cells = flatten(row.props.children).map((cell, position) => {
    if (!isValidElement<Record<string, unknown>>(cell)) return cell;
    if (cell.type !== 'td' && cell.type !== 'th') known = false;
    const label = known ? labels[index++] : undefined;
    const labelled = label !== undefined && cell.props['data-label'] === undefined;
    return cloneElement(cell, labelled ? { key: position, 'data-label': label } : { key: position });
  });
  return cloneElement(row, undefined, ...cells);
}

/** True while the element is wider than its box (then it must be reachable by keyboard to scroll). */
function useOverflows(ref: React.RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * The portal's data table: one scope="col" heading per column, the rows, or the empty text instead of a table with
 * no rows. On narrow screens the rows become cards (or, with `narrow="scroll"`, the table scrolls in its own box);
 * whenever the table is wider than its box, the box is a named region that takes keyboard focus, so that it can be
 * scrolled without a mouse.
 */
export function DataTable<T>({ label, columns, rows, renderRow, empty, emptyClassName, emptyTestId, className, busy, narrow = 'cards' }: DataTableProps<T>) {
  const wrap = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(wrap);
  if (rows.length === 0 && empty !== undefined)
    return (
      <p className={['data-table-empty', emptyClassName].filter(Boolean).join(' ')} data-testid={emptyTestId}>
        {empty}
      </p>
    );
  const labels = columns.map((column) => (hidden(column) ? undefined : labelOf(column)));
  const tableClass = ['table', 'data-table', narrow === 'cards' ? 'data-table-cards' : 'data-table-scroll', className].filter(Boolean).join(' ');
  return (
    <div
      ref={wrap}
      className="data-table-wrap"
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
    >
      <table className={tableClass} aria-label={label} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={classOf(column)}>
                <Heading column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((row) => labelCells(renderRow(row), labels))}</tbody>
      </table>
    </div>
  );
}
