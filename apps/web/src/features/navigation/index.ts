// What other features may use of the navigation feature.
export { NavIcon } from './components/nav-icon';
