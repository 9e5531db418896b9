import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (docs/ARCHITECTURE.md, "Tests"): CHROME_PATH, else /usr/bin/chromium. Never skips: without a
 * browser the suite fails and says how to install one.
 */
export async function launchBrowser(options: { scrollbars?: boolean } = {}): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.`,
    );
  }
  return chromium.launch({
    executablePath,
    // Playwright hides scrollbars; `scrollbars` shows them as a desktop browser does (a classic
    // scrollbar appearing narrows the page, which can move what is centred on it).
    ignoreDefaultArgs: options.scrollbars ? ['--hide-scrollbars'] : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}
