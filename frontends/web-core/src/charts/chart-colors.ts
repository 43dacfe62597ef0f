/**
 * The charts' series colours: each has at least 3:1 contrast against the card background (#ffffff) and
 * the ones shown side by side differ in pattern too, so colour never carries the meaning alone (the
 * legend, the axis labels, the text summary and the data table say it in words).
 */
export const CHART_COLORS = {
  /** The design system's dark accent (#0d7f78): 4.9:1 on white. */
  primary: '#0d7f78',
  /** Navy (#0b2545): 15.6:1 on white. */
  secondary: '#0b2545',
  /** Dark amber (#8a5a00): 6.1:1 on white. */
  tertiary: '#8a5a00',
  /** The soft fill under the balance line (decoration only: the line carries the value). */
  areaFill: '#e3f6f4',
  /** Grid lines and the unfilled part of a bar (decoration only). */
  grid: '#d9e1ea',
  axis: '#5b6776',
} as const;

/** The fill patterns of a stacked chart's series, in order: solid, diagonal stripes, dots. */
export const CHART_PATTERNS = ['solid', 'stripes', 'dots'] as const;
export type ChartPattern = (typeof CHART_PATTERNS)[number];
