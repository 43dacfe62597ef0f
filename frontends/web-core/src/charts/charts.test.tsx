import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CATALOGUES } from '@portal/contracts';
import { applyLanguage } from '../i18n/i18n';
import { BarsFigure } from './BarsFigure';
import { LineChartFigure } from './LineChartFigure';
import { StackedBarsFigure } from './StackedBarsFigure';
import { chartFormat } from './chart-format';
import { ChartBoundary } from './ChartSkeleton';

const en = chartFormat('en');
const texts = CATALOGUES.en.ui.charts;

afterEach(() => applyLanguage('en'));

function balanceFigure() {
  return (
    <LineChartFigure
      title="Balance over time"
      summary="From $0.00 to $1,000.00."
      points={[
        { x: '2026-11-25', y: 0 },
        { x: '2026-11-26', y: 100_000 },
      ]}
      xHeading="Date"
      yHeading="Closing balance"
      formatTick={en.day}
      formatX={en.longDay}
      formatY={en.amount}
      formatAxisY={en.axisAmount}
    />
  );
}

describe('chart wrappers', () => {
  test('a chart is a figure named by its heading, with its summary as the caption and the drawing hidden from assistive technology', () => {
    const { container } = render(balanceFigure());
    const figure = screen.getByRole('figure', { name: 'Balance over time' });
    expect(within(figure).getByText('From $0.00 to $1,000.00.').tagName).toBe('FIGCAPTION');
    expect(container.querySelector('.chart-plot')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.chart-plot svg')).not.toBeNull();
  });

  test('the data table behind a chart is there for screen readers and shown with the toggle', async () => {
    const user = userEvent.setup({ delay: null });
    render(balanceFigure());
    const table = screen.getByRole('table', { name: 'Balance over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Closing balance']);
    expect(within(table).getByRole('rowheader', { name: 'Nov 26, 2026' }).closest('tr')).toHaveTextContent('$1,000.00');
    expect(screen.getByTestId('chart-table')).toHaveClass('visually-hidden');

    const toggle = screen.getByRole('button', { name: texts.showTable });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: texts.hideTable })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('chart-table')).not.toHaveClass('visually-hidden');
  });

  test('bars and stacked bars put every value in their table, a stack with its total', () => {
    render(
      <>
        <BarsFigure
          title="Spending by type"
          summary="…"
          bars={[
            { label: 'Transfers', value: 12_345 },
            { label: 'Fees', value: 123 },
          ]}
          labelHeading="Type"
          valueHeading="Amount"
          formatValue={en.amount}
          formatAxis={en.axisAmount}
        />
        <StackedBarsFigure
          title="Tickets per week"
          summary="…"
          columns={[{ x: '2026-11-23', values: { open: 2, resolved: 3 } }]}
          series={[
            { key: 'open', label: 'Open' },
            { key: 'resolved', label: 'Resolved' },
          ]}
          xHeading="Week of"
          totalHeading="Total"
          formatTick={en.day}
          formatX={en.longDay}
          formatValue={en.count}
          formatAxis={en.count}
        />
      </>,
    );
    const bars = screen.getByRole('table', { name: 'Spending by type' });
    expect(within(bars).getByRole('rowheader', { name: 'Transfers' }).closest('tr')).toHaveTextContent('$123.45');
    const stack = screen.getByRole('table', { name: 'Tickets per week' });
    expect(
      within(stack)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week of', 'Open', 'Resolved', 'Total']);
    expect(
      within(within(stack).getByRole('rowheader', { name: 'Nov 23, 2026' }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '3', '5']);
  });

  test('amounts and dates are written as the chosen language writes them, to the cent', async () => {
    expect(chartFormat('en').amount(123_456)).toBe('$1,234.56');
    expect(chartFormat('de').amount(123_456)).toMatch(/^1\.234,56\s\$$/);
    expect(chartFormat('fr').amount(123_456)).toMatch(/^1\s234,56\s\$US$/);
    // Past 2^53 / 100 dollars a float division would lose the cents; the decimal string keeps them.
    expect(chartFormat('en').amount(9_007_199_254_740_991)).toBe('$90,071,992,547,409.91');
    expect(chartFormat('en').amount(-5)).toBe('-$0.05');
    expect(chartFormat('de').longDay('2026-11-26')).toBe('26. Nov. 2026');

    await applyLanguage('de');
    render(balanceFigure());
    expect(screen.getByRole('button', { name: CATALOGUES.de.ui.charts.showTable })).toBeInTheDocument();
  });

  test('a chart chunk that cannot load leaves its place saying so, and the screen standing', () => {
    function Unloadable(): never {
      throw new Error('Loading chunk 887 failed');
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <main>
          <h1>Dashboard</h1>
          <ChartBoundary fallback={<p role="alert">{texts.loadFailed}</p>}>
            <Unloadable />
          </ChartBoundary>
        </main>,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(screen.getByRole('alert')).toHaveTextContent(texts.loadFailed);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
