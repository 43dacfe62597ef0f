/**
 * Debian's headless Chromium (the `chromium-headless-shell` package: Chromium's engine without the browser's
 * own UI, less than half the CPU per page of the full browser) and the flags a closed network needs (no
 * sandbox as root, no background calls home).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
