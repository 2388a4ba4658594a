/**
 * Debian's Chromium, as every browser test and benchmark here launches it. Nothing downloads a browser;
 * the flags keep Chromium from calling home, which this machine's closed network would refuse.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
