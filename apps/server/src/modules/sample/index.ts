// The sample module: what the composition root may use (docs/architecture.md).
export { sampleCategories, sampleItems } from './sample.tables';
