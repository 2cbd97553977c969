// Issues: what other modules and the composition root may use (docs/architecture.md).
export { issuesRoutes } from './issues.routes';
export {
  issuesOfInspections,
  openIssuesOfInspection,
  photoLinkFor,
  refuseOutOfService,
  resolveIssuesByRecord,
} from './issues.service';
export { issues } from './issues.tables';
