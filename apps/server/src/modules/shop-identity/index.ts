// The shop's identity on its documents: what other modules and the composition root may use
// (docs/architecture.md).
export { shopIdentityRoutes } from './shop-identity.routes';
export { shopLetterhead } from './shop-identity.letterhead';
export type { ShopLetterhead } from './shop-identity.letterhead';
export { shopIdentities } from './shop-identity.tables';
