// Free TCP ports for one journey run, picked once by the Playwright config and handed to the
// servers and the workers through the environment, so two runs on one machine never collide.
import { execFileSync } from 'node:child_process';

const PICK = `const net = require('node:net');
const servers = Array.from({ length: Number(process.argv[1]) }, () => net.createServer());
Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', ok)))).then(() => {
  console.log(servers.map((s) => s.address().port).join(','));
  servers.forEach((s) => s.close());
});`;

/** `count` distinct ports that were free a moment ago (the config must pick them synchronously). */
export function freePorts(count: number): number[] {
  const out = execFileSync(process.execPath, ['-e', PICK, String(count)], { encoding: 'utf8' });
  return out.trim().split(',').map(Number);
}

/** Sets each named variable to a free port unless it is set already, and returns their values. */
export function assignFreePorts<const K extends string>(names: readonly K[]): Record<K, number> {
  const missing = names.filter((name) => !process.env[name]);
  const picked = missing.length > 0 ? freePorts(missing.length) : [];
  missing.forEach((name, i) => (process.env[name] = String(picked[i])));
  return Object.fromEntries(names.map((name) => [name, Number(process.env[name])])) as Record<
    K,
    number
  >;
}
