import { useCallback, useState } from 'react';
import { AdminDashboard } from './AdminDashboard';

/** /admin/debug: the dashboard with a log of its calls and their answers. */
export function DebugDashboard() {
  const [lines, setLines] = useState<string[]>([]);
  const log = useCallback((line: string) => {
    setLines((all) => [...all.slice(-199), `${new Date().toLocaleTimeString('en-US')}  ${line}`]);
  }, []);
  return (
    <>
      <AdminDashboard title="Admin Dashboard (debug)" pageTitle="Admin Debug" log={log} />
      <section className="card adm-section" aria-labelledby="adm-log-title">
        <h2 id="adm-log-title">Log</h2>
        <pre className="adm-log" aria-live="polite">
          {lines.length ? lines.join('\n') : 'No events yet.'}
        </pre>
      </section>
    </>
  );
}
