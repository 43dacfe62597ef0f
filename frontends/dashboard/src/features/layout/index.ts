export { DashboardLayout } from './DashboardLayout';
export { Sidebar } from './Sidebar';
