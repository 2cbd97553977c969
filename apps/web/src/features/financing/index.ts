// What other features may use of the financing feature.
export { FinancingPanel } from './components/panel/FinancingPanel';
