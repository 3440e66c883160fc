// Which Chromium the browser journeys, the screenshots and the Lighthouse bench drive: CHROMIUM_PATH
// when set, else the first system install found (scripts/ensure-chromium.sh installs Debian's).
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? CANDIDATES.find(existsSync);
}
