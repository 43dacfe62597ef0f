// Async boundary: the shared modules (react, react-router, ...) are negotiated by Module Federation
// before bootstrap runs.
import('./bootstrap');
