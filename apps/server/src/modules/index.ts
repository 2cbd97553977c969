import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../platform/deps';
import type { ModuleDefinition } from '../platform/module';

/** Platform areas with HTTP routes (not registry modules: they add no navigation). */
export const PLATFORM_ROUTES: FastifyPluginAsync<AppDeps>[] = [];

/** The product's modules, in one explicit list: each registers itself with the registry. */
export const MODULES: ModuleDefinition[] = [];
