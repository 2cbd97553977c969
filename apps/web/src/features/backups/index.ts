// What other features may use of the backups feature.
export { BackupsCard } from './components/BackupsCard';
