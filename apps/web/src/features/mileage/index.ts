// What other features may use of the mileage feature.
export { mileageKeys } from './api/keys';
export { MileageTab } from './components/MileageTab';
