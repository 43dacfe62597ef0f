import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
}

/** The head of every page inside the frame: its title, an optional line under it and optional actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header-text">
        <h1>{title}</h1>
        {description && <p className="page-header-description">{description}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </div>
  );
}
