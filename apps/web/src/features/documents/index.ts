// What other features may use of the documents feature.
export { DocumentsTab } from './components/DocumentsTab';
