// Browser tests use Debian's Chromium; install the package when it is missing (never a download
// of a browser of Playwright's own).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  console.log('Debian-Paket chromium fehlt; es wird installiert …');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} fehlt auch nach der Installation.`);
  process.exit(1);
}
