import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './charts.css';

export interface DataTableProps {
  caption: string;
  /** The column headings; the first column heads each row. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * The numbers behind a chart as a table: a caption, column headings and one row heading per row. Two to four
 * narrow columns fit a phone, so it has no scroll box of its own (one would need a keyboard stop, axe
 * `scrollable-region-focusable`, also while the table is only there for screen readers).
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div>
      <table className="table chart-data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], i) => (
            <tr key={`${head}-${i}`}>
              <th scope="row">{head}</th>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ChartFigureProps {
  title: string;
  /** The text alternative: what the chart shows, in a sentence or two with its key numbers. */
  summary: string;
  table: DataTableProps;
  /** The drawing; hidden from assistive technology, which gets the summary and the table instead. */
  children: ReactNode;
}

/**
 * A chart with its words: a heading, the drawing, a text summary (the figure's caption) and the data
 * table behind it, kept for screen readers and shown to everyone with the toggle.
 */
export function ChartFigure({ title, summary, table, children }: ChartFigureProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <figure className="card chart" aria-labelledby={`${id}-title`}>
      <div className="chart-head">
        <h3 id={`${id}-title`}>{title}</h3>
        <button type="button" className="btn btn-secondary chart-toggle" aria-expanded={open} aria-controls={`${id}-table`} onClick={() => setOpen(!open)}>
          {open ? t('charts.hideTable') : t('charts.showTable')}
        </button>
      </div>
      <div className="chart-plot" aria-hidden="true">
        {children}
      </div>
      <figcaption className="chart-summary">{summary}</figcaption>
      <div id={`${id}-table`} className={open ? 'chart-table' : 'visually-hidden'} data-testid="chart-table">
        <DataTable {...table} />
      </div>
    </figure>
  );
}
