// The fleet import: what other features may use of it (the fuel-card import's screen).
export { ImportProgress } from './components/ImportProgress';
export { ImportResults } from './components/ImportResults';
export { MappingStep } from './components/MappingStep';
export { dateFormsText } from './components/import-text';
export { useSheetImport } from './components/use-sheet-import';
