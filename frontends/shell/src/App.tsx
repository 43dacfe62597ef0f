import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@portal/web-core/router';
import { Loading } from '@portal/web-core/ui';
import { PortalFrameSkeleton } from './components/PortalFrameSkeleton';
import { preloadRemoteApp, type RemoteName } from './routes/RemoteApp';
import { splitModule } from './routes/settled';

// Every page is a lazy chunk: the entry holds only what all of them need, so neither the first load of / carries
// the signed-in pages nor a signed-in page the landing page. The landing page's HTML is prerendered (prerender.mjs),
// so it shows before its chunk arrives and is hydrated once it has.
const Landing = lazy(() => import('./features/landing/components/Landing').then((m) => ({ default: m.Landing })));
const Login = lazy(() => import('./features/sign-in/components/Login'));
const AdminLogin = lazy(() => import('./features/sign-in/components/AdminLogin'));
const Register = lazy(() => import('./features/registration/components/Register'));
const ForgotPassword = lazy(() => import('./features/password-reset/components/ForgotPassword'));
const ResetPassword = lazy(() => import('./features/password-reset/components/ResetPassword'));
const NotFound = lazy(() => import('./routes/NotFound'));
const TermsPage = lazy(() => import('./features/legal/components/LegalPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./features/legal/components/LegalPage').then((m) => ({ default: m.PrivacyPage })));

// What every signed-in page runs before its remote: main.tsx loads both before the page's first render, so that
// render passes no Suspense boundary (see routes/settled.ts).
const providers = splitModule(() => import('./routes/PortalProviders'));
const guards = splitModule(() => import('./routes/guards'));
const PortalProviders = providers.component((m) => m.default);
const RecipientLayout = guards.component((m) => m.RecipientLayout);
const AdminLayout = guards.component((m) => m.AdminLayout);
const UserRemote = guards.component((m) => m.UserRemote);

/** The shell's code a signed-in page runs before it can draw, and the page's remote; settles when all have. */
export function preloadSignedInPage(remote: RemoteName): Promise<unknown> {
  return Promise.allSettled([providers.preload(), guards.preload(), preloadRemoteApp(remote)]);
}

/** While the signed-in frame's code loads: the frame's shape with placeholders, not a bare page. */
const framed = (layout: ReactNode) => <Suspense fallback={<PortalFrameSkeleton />}>{layout}</Suspense>;

const FRAMED_PATHS = /^\/(dashboard|settings|support|withdrawals)(\/|$)|^\/admin\/(?!login\/?$)./;

/** While a page's code loads: the frame's shape on the signed-in pages, a spinner elsewhere. */
function PageFallback() {
  const { pathname } = useLocation();
  return FRAMED_PATHS.test(pathname) ? <PortalFrameSkeleton /> : <Loading />;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The route table of spec 1 §2 and spec 2 §2.1. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route element={<PortalProviders />}>
            <Route path="/login" element={<Login />} />
            <Route path="/register" element={<Register />} />
            <Route path="/forgot-password" element={<ForgotPassword />} />
            <Route path="/reset-password" element={<ResetPassword />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />

            {/* One frame for every recipient page: a layout route, so moving between remotes keeps it mounted. */}
            <Route element={framed(<RecipientLayout />)}>
              <Route path="/dashboard" element={<UserRemote name="dashboard" />} />
              <Route path="/settings/*" element={<UserRemote name="settings" />} />
              <Route path="/support" element={<UserRemote name="support" />} />
              <Route path="/withdrawals/*" element={<UserRemote name="money" />} />
            </Route>

            <Route path="/admin" element={<AdminLogin />} />
            <Route path="/admin/login" element={<AdminLogin />} />
            {/* dashboard, dashboard-full, withdrawals, test, debug: every one behind the admin guard */}
            <Route path="/admin/*" element={framed(<AdminLayout />)} />

            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
