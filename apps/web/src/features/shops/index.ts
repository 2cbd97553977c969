// What other features and the shell (app/) may use of the shops feature.
export { locationsQueryOptions, useLocations } from './api/get-locations';
export { userLabel, useUsers } from './api/get-users';
export {
  currentContextQueryOptions,
  useCurrentContext,
  useShopToday,
} from './api/get-current-context';
export { availableShopsQueryOptions } from './api/get-available-shops';
export {
  formatShopDate,
  formatShopDateTime,
  instantFromShopClock,
  shopClockFromInstant,
  shopDayOf,
  useShopTime,
  type ShopTime,
} from './shop-time';
export {
  PROFILE_LOAD_FAILED,
  userProfileQueryOptions,
  useUserProfile,
} from './api/get-user-profile';
export {
  PROFILE_SAVE_FAILED,
  PROFILE_SAVED,
  useUpdateUserProfile,
} from './api/update-user-profile';
export { shopKeys } from './api/keys';
export { ShopSwitcher } from './components/ShopSwitcher';
export { useShopSettings, useUpdateShopSettings } from './api/shop-settings';
