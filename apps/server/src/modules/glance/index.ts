// The vehicle at a glance (issue 24 item 1): the Overview's summary and the vehicle's photo.
// Above the record modules, it reads their tables through their index.ts (docs/architecture.md).
export { glanceRoutes } from './glance.routes';
