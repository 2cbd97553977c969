// Vehicle assignments (who drove what): what other modules and the composition root may use
// (docs/architecture.md).
export { assignmentsRoutes } from './assignments.routes';
export { assignmentDetailSection } from './assignments.detail';
export { matchAssignments } from './assignments.service';
export type {
  AssignmentMatch,
  AssignmentToMatch,
  CitationsOfAssignments,
} from './assignments.service';
export { vehicleAssignments } from './assignments.tables';
