/**
 * How every browser of this project starts: Debian's Chromium (nothing downloads a browser of
 * its own) with the flags the machine needs. Used by the e2e suite and bench/web-bundles.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
