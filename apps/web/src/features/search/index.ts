// What the shell may use of the search feature: the command palette (Ctrl/Cmd+K).
export { SearchPalette } from './components/SearchPalette';
