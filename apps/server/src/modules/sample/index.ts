// The sample module: what the composition root and the demo seed may use (docs/architecture.md).
export { sampleRoutes } from './sample.routes';
export { sampleModule } from './sample.module';
export { sampleCategories, sampleItems } from './sample.tables';
