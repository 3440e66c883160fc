// `npm run dev`: the API server (restarting on change) and Vite's dev server side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'packages/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--config', 'packages/web/vite.config.ts', 'packages/web'], {
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
