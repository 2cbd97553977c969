// What other features may use of the navigation feature (the registry's web side).
export { navigationKeys, navigationQueryOptions, useNavigation } from './api/get-navigation';
export { useNavigationItems } from './api/get-navigation-items';
export { useNavigationPreferences } from './api/get-navigation-preferences';
export {
  NAVIGATION_ORDER_FAILED,
  NAVIGATION_ORDER_SAVED,
  useSaveNavigationOrder,
} from './api/save-navigation-order';
export { isMappedIcon, NavIcon } from './components/nav-icon';
export { NavigationMenu } from './components/NavigationMenu';
