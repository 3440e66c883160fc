// The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Roastie API',
          description:
            'Recipes with glycemic index you can trust. Errors answer `{statusCode, error, fields?}`.',
          version: '0.1.0',
        },
        tags: [
          { name: 'health' },
          { name: 'auth' },
          { name: 'users' },
          { name: 'preferences' },
          { name: 'recipes' },
          { name: 'likes' },
          { name: 'posts' },
          { name: 'media' },
          { name: 'ingredients' },
          { name: 'glycemic' },
          { name: 'generation' },
          { name: 'shopping' },
          { name: 'plan' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
