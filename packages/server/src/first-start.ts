// The first start's own process (started by first-start-apart.ts): creates the embedded database,
// stocks the library, then exits. Its memory (PGlite's WebAssembly heap grown by the seeding, and
// the picture encoder's buffers) goes back to the system with it, so the server that follows
// starts as small as on any later start (docs/decisions/0018-production-build.md).
import { loadConfig } from './env.ts';
import { openApp } from './open-app.ts';

const app = await openApp(loadConfig());
await app.close();
