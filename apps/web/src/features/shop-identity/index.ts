// The shop's identity on its documents (issue 36 §4): what other features and the app may use.
export { shopIdentityQueryOptions } from './api/shop-identity';
