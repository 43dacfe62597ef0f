// Dev mode only (`npm run dev -w frontends/<remote>`): exposed as the remote's ./App instead of
// src/App.tsx. After an edit, the remote re-renders with the new code in the open page, which keeps
// the shell, the sign-in and the query cache. (React Fast Refresh would need a development build of
// React; the page runs the shell's production one.) `portal-remote-app` is an alias of src/App.tsx.
import { useEffect, useState, type ComponentType } from 'react';
import App from 'portal-remote-app';

let current: ComponentType = App;
const listeners = new Set<() => void>();

import.meta.webpackHot?.accept('portal-remote-app', () => {
  current = App;
  for (const listener of listeners) listener();
});

export default function HotRemoteApp() {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((version) => version + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const Current = current;
  return <Current />;
}
