// The system Chromium that every browser the workspace drives is (Debian's `chromium`; nothing
// downloads a browser): its path, from CHROMIUM_PATH, and the flags it runs with everywhere
// (Playwright's journeys, the bench, the Storybook and consumer checks).

/** The browser's executable. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Headless in a container, without the services that would add noise or reach the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
