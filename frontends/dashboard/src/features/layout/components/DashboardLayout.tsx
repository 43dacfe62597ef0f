import type { ReactNode } from 'react';

export function DashboardLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="dsh-layout">
      {sidebar}
      <main id="main" className="dsh-main">
        {children}
      </main>
    </div>
  );
}
