// Accounts, passwords, tokens and sign-in: what other modules may use (docs/architecture.md).
export { authRoutes } from './auth.routes';
export { sessionForToken } from './auth.service';
export {
  findAccountByEmail,
  findAccountByUsername,
  rememberLastShop,
  setAccountPassword,
  setTokenShop,
} from './auth.accounts';
export { hashPassword } from './passwords';
export { hashToken, newToken, tokenFromHeader } from './tokens';
export { authTokens, userProfiles, users } from './auth.tables';
