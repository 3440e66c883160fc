// The whole API server as one Fastify plugin: tests build it with app.inject, server.ts listens.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import type { AppConfig } from './env.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import type { MediaStorage } from './media/media-storage.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { googleRoutes } from './modules/auth/google.routes.ts';
import { glycemicRoutes } from './modules/glycemic/glycemic.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ingredientsRoutes } from './modules/ingredients/ingredients.routes.ts';
import { preferencesRoutes } from './modules/preferences/preferences.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { avatarRoutes } from './modules/users/avatar.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { discoverRoutes, type DiscoverOptions } from './modules/recipes/discover.routes.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { mediaPlugin, storageFor } from './plugins/media.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { safeInputPlugin } from './plugins/safe-input.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Close the database with the app (default true; a test sharing one database passes false). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where images go (default: from the configuration); tests pass their own. */
  storage?: MediaStorage;
  /** The random source of 'Feeling hungry' (tests make it predictable). */
  random?: DiscoverOptions['random'];
  /** Told of every route as it is added (the security tests build their matrix from it). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // One line per request at debug level instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep-alive sockets would hold a graceful shutdown open; idle ones close at once.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // The API speaks JSON and multipart forms only: plain text is as unreadable as XML (415),
  // rather than a string that fails validation.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(safeInputPlugin);
  await app.register(securityPlugin, {
    googleSignIn: Boolean(config.googleClientId),
    publicUrl: config.publicUrl,
  });
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20, parts: 25 },
  });
  await app.register(openapiPlugin);
  await app.register(dbPlugin, {
    database: options.database,
    closeOnShutdown: options.closeDatabase ?? true,
  });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, {
    publicUrl: config.publicUrl,
    sessionTtlDays: config.sessionTtlDays,
  });
  await app.register(mediaPlugin, {
    storage: options.storage ?? storageFor(config),
    sweepOrphans: config.env !== 'test',
  });
  await app.register(webPlugin, { distDir: config.webDistDir, publicUrl: config.publicUrl });

  await app.register(healthRoutes);
  await app.register(ingredientsRoutes);
  await app.register(glycemicRoutes);
  await app.register(authRoutes, { config });
  await app.register(googleRoutes, { config });
  await app.register(usersRoutes);
  await app.register(preferencesRoutes);
  await app.register(avatarRoutes, { config });
  await app.register(mediaRoutes, { config });
  await app.register(discoverRoutes, options.random ? { random: options.random } : {});
  await app.register(recipesRoutes, { publicUrl: config.publicUrl });
  await app.register(likesRoutes);
  await app.register(postsRoutes, { config });
  await app.register(import('./modules/generation/generation.routes.ts'), { config });
  await app.register(import('./modules/shopping-list/shopping-list.routes.ts'));
  await app.register(import('./modules/recipe-import/recipe-import.routes.ts'), { config });
  await app.register(import('./modules/meal-plan/meal-plan.routes.ts'));
  return app;
}
