// Shops, memberships, locations and members: what other modules may use (docs/architecture.md).
export { shopsRoutes } from './shops.routes';
export { locationsRoutes } from './locations.routes';
export { membersRoutes } from './members.routes';
export { createShop, listShops, resolveShop, roleDisplayName } from './shops.service';
export type { ShopRef } from './shops.service';
export { createLocation, listLocations } from './locations.service';
export {
  activeMemberReach,
  activeMembersWithPermissions,
  addMember,
  createUser,
  setMemberPermission,
  setPassword,
} from './members.admin';
export type { CreatedUser, MemberReach, MembershipResult } from './members.admin';
export { locations, membershipPermissions, memberships, shops } from './shops.tables';
export { activeShopIdsOf } from './shops.service';
export {
  findMembership,
  findShopsByName,
  insertMembership,
  insertMissingLocations,
} from './shops.setup';
