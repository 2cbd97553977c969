// The module registry (navigation, permissions, search models): what the composition root
// may use (docs/architecture.md).
export { registryRoutes } from './registry.routes';
export { navigationPreferences } from './registry.tables';
export { searchableModels } from './registry.service';
