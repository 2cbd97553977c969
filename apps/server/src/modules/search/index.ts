// Global search: above the modules whose data it searches; they hand it their providers at the
// composition root (docs/architecture.md).
export { searchRoutes } from './search.routes';
