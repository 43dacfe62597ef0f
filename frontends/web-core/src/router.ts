// The routing API of every frontend, from this one module. Module Federation shares it as a singleton (see
// rspack.common.mjs), so the shell and the remotes use one router context; sharing react-router itself
// would put all of it (data routers, server rendering, cookies and sessions) in the shell's entry, since a
// shared package cannot drop what no app imports. Through this module the build keeps only these exports.
export { BrowserRouter, Link, MemoryRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
