// What other features may use of the registrations feature.
export { CurrentRegistration } from './components/CurrentRegistration';
