// Presentational pieces with no state and no API calls. Not a federation singleton: each app bundles
// what it uses, so the shell's landing page can show a spinner without loading the API client.
export { Alert, type AlertProps, type AlertTone } from './components/Alert';
export { Dialog, type DialogProps } from './components/Dialog';
export { DialogHeader, type DialogHeaderProps } from './components/DialogHeader';
export { Field, type FieldProps } from './components/Field';
export { fieldAria, fieldErrorId, focusFirstInvalid, type FieldAriaOptions } from './forms/field-aria';
export { SelectField, type SelectFieldProps } from './components/SelectField';
export { BudgetLineField, type BudgetLineFieldProps } from './components/BudgetLineField';
export { Loading } from './components/Loading';
export { QueryStatus, type QueryStatusProps } from './components/QueryStatus';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { StatusBadge, type BadgeTone } from './components/StatusBadge';
export { REPORT_DECISION_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE, TRANCHE_STATUS_LABEL, TRANCHE_STATUS_TONE } from './components/tranche-status';
export { ReportFigures, ReportHistory } from './components/ReportHistory';
export { AttachmentList, type AttachmentListProps } from './components/AttachmentList';
export { UsdAmountInput, type UsdAmountInputProps } from './components/UsdAmountInput';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/DataTable';
export { Tabs, type TabsProps } from './layout/Tabs';
export { AppFrame, type AppFrameProps } from './layout/AppFrame';
export { SideNav, type SideNavItem, type SideNavProps } from './layout/SideNav';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { Skeleton, FrameSkeleton } from './layout/Skeleton';
export { useMediaQuery, COMPACT_FRAME_QUERY } from './layout/use-media-query';
export { usePageTitle, PORTAL_TITLE } from './hooks/use-page-title';
export { PinConfirmDialog, emptyPin, type PinConfirmDialogProps, type PinDialogTexts } from './components/PinConfirmDialog';
export { PinBoxes, type PinBoxesProps } from './components/PinBoxes';
