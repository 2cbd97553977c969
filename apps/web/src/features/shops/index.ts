// What other features may use of the shops feature.
export { useLocations } from './api/get-locations';
export { userLabel, useUsers } from './api/get-users';
export { useCurrentContext } from './api/get-current-context';
