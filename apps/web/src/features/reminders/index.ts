// What other features may use of the reminders feature.
export { RemindersCard } from './components/RemindersCard';
