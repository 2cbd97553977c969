import { Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import type { PermissionSource } from '../lib/permissions';
import { summaryQueryOptions } from '../features/glance';
import { vehicleQueryOptions } from '../features/vehicles';
import { lazyScreen, type LazyScreen, type Prefetch, type ScreenHandle } from './lazy-screen';
import { PageLoader } from './PageLoader';
import { PermissionGate } from './PermissionGate';
import { SessionGate } from './SessionGate';

const NoShopAssignmentScreen = lazyScreen(
  () => import('../features/auth/screens/NoShopAssignmentScreen'),
);
const SignPage = lazyScreen(() => import('../features/loaners/signing/SignPage'));
const DashboardPage = lazyScreen(() => import('../features/dashboard/screens/DashboardPage'));
const DashboardSettingsPage = lazyScreen(
  () => import('../features/dashboard/screens/DashboardSettingsPage'),
);
const VehicleListScreen = lazyScreen(
  () => import('../features/vehicles/screens/VehicleListScreen'),
);
const VehicleFormScreen = lazyScreen(
  () => import('../features/vehicles/screens/VehicleFormScreen'),
);
const VehicleDetailPage = lazyScreen(() => import('./VehicleDetailPage'));
const VehicleImportScreen = lazyScreen(
  () => import('../features/vehicle-import/screens/VehicleImportScreen'),
);
const FuelImportScreen = lazyScreen(() => import('../features/fuel/screens/FuelImportScreen'));
const VehicleSettingsScreen = lazyScreen(
  () => import('../features/vehicles/screens/VehicleSettingsScreen'),
);
const DueServiceScreen = lazyScreen(() => import('../features/service/screens/DueServiceScreen'));
const CostReportScreen = lazyScreen(
  () => import('../features/cost-reports/screens/CostReportScreen'),
);
const IssuesScreen = lazyScreen(() => import('../features/issues/screens/IssuesScreen'));
const InspectionFormsScreen = lazyScreen(
  () => import('../features/inspections/screens/InspectionFormsScreen'),
);
const InspectVehicleScreen = lazyScreen(
  () => import('../features/inspections/screens/InspectVehicleScreen'),
);
const InsurancePage = lazyScreen(() => import('../features/insurance/screens/InsurancePage'));
const PolicyPage = lazyScreen(() => import('../features/insurance/screens/PolicyPage'));
const BulkRenewalPage = lazyScreen(() => import('../features/insurance/screens/BulkRenewalPage'));
const FinancingPage = lazyScreen(() => import('../features/financing/screens/FinancingPage'));
const LoanerBoardScreen = lazyScreen(() => import('../features/loaners/screens/LoanerBoardScreen'));
const CustomersScreen = lazyScreen(() => import('../features/loaners/screens/CustomersScreen'));
const CustomerDetailScreen = lazyScreen(
  () => import('../features/loaners/screens/CustomerDetailScreen'),
);
const InsurersScreen = lazyScreen(() => import('../features/loaners/screens/InsurersScreen'));
const CitationsScreen = lazyScreen(() => import('../features/loaners/screens/CitationsScreen'));
const InvoicesScreen = lazyScreen(() => import('../features/loaners/invoices/InvoicesScreen'));
const InvoiceScreen = lazyScreen(() => import('../features/loaners/invoices/InvoiceScreen'));
const ReceivablesScreen = lazyScreen(
  () => import('../features/loaners/invoices/ReceivablesScreen'),
);
const UtilisationScreen = lazyScreen(() => import('../features/loaners/reports/UtilisationScreen'));
const LoanerSettingsScreen = lazyScreen(
  () => import('../features/loaners/screens/LoanerSettingsScreen'),
);
const NotificationsPage = lazyScreen(
  () => import('../features/notifications/screens/NotificationsPage'),
);
const SettingsPage = lazyScreen(() => import('../features/settings/screens/SettingsPage'));
const MembersPage = lazyScreen(() => import('../features/shops/screens/MembersPage'));
const WebhooksPage = lazyScreen(
  () => import('../features/integrations/webhooks/screens/WebhooksPage'),
);
const ActivityPage = lazyScreen(() => import('../features/audit-trail/screens/ActivityPage'));
const ShopIdentityPage = lazyScreen(
  () => import('../features/shop-identity/screens/ShopIdentityPage'),
);
const ApiTokensPage = lazyScreen(
  () => import('../features/integrations/tokens/screens/ApiTokensPage'),
);
const SearchPage = lazyScreen(() => import('../features/search/screens/SearchPage'));
const SampleModulePage = lazyScreen(() => import('../features/sample/screens/SampleModulePage'));
const DiagnosticsPage = lazyScreen(() => import('../features/diagnostics/screens/DiagnosticsPage'));
const AgreementScreen = lazyScreen(() => import('../features/loaners/screens/AgreementScreen'));
const ReserveAgreementScreen = lazyScreen(
  () => import('../features/loaners/screens/ReserveAgreementScreen'),
);

function gated(
  permission: string,
  moduleName: string,
  element: ReactNode,
  source: PermissionSource = 'vehicles',
) {
  return (
    <PermissionGate permission={permission} moduleName={moduleName} source={source}>
      {element}
    </PermissionGate>
  );
}

/** A screen's route: its element, and its code to fetch early (see preloadScreen). */
function screen(
  Screen: LazyScreen,
  element: ReactNode = <Screen />,
  prefetch?: Prefetch,
  permissions?: PermissionSource,
) {
  const handle: ScreenHandle = { preload: Screen.preload, prefetch, permissions };
  return { element, handle };
}

function gatedScreen(
  permission: string,
  moduleName: string,
  Screen: LazyScreen,
  source: PermissionSource = 'vehicles',
  prefetch?: Prefetch,
) {
  return screen(Screen, gated(permission, moduleName, <Screen />, source), prefetch, source);
}

/** The vehicle detail opens on the vehicle and its glance: both asked for with its code. */
const prefetchVehicle: Prefetch = ({ vin }, client) =>
  vin
    ? Promise.all([
        client.prefetchQuery(vehicleQueryOptions(vin)),
        client.prefetchQuery(summaryQueryOptions(vin)),
      ])
    : Promise.resolve();

/** The list's first page: how to ask for it comes with the screen's code (the shell's stays lighter). */
const prefetchList: Prefetch = (_, client, search) =>
  import('../features/vehicles/screens/VehicleListScreen').then(({ prefetchVehicleList }) =>
    prefetchVehicleList(client, search),
  );

/** Spec 1 section 2: the route table with its gates and redirects. */
export const routes: RouteObject[] = [
  // Reachable without a token.
  {
    path: paths.noShopAssignment,
    element: (
      <Suspense fallback={<PageLoader />}>
        <NoShopAssignmentScreen />
      </Suspense>
    ),
  },
  // The customer's signing page, from the e-mailed link (no member signs in there).
  {
    path: `${paths.signPrefix}:token`,
    element: (
      <Suspense fallback={<PageLoader />}>
        <SignPage />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: <SessionGate />,
    children: [
      { index: true, ...screen(DashboardPage) },
      { path: 'dashboard', element: <Navigate to={paths.home} replace /> },
      { path: 'dashboard/settings', ...screen(DashboardSettingsPage) },

      {
        path: 'vehicles',
        ...gatedScreen('canViewBasic', 'Vehicles', VehicleListScreen, 'vehicles', prefetchList),
      },
      { path: 'vehicles/add', ...gatedScreen('canAdd', 'Vehicles', VehicleFormScreen) },
      {
        path: 'vehicles/import',
        ...gatedScreen('canAdd', 'Vehicles', VehicleImportScreen),
      },
      {
        path: 'vehicles/fuel-import',
        ...gatedScreen('canAdd', 'Vehicles', FuelImportScreen),
      },
      {
        path: 'vehicles/edit/:vin',
        ...gatedScreen('canEdit', 'Vehicles', VehicleFormScreen),
      },
      {
        path: 'vehicles/settings',
        ...gatedScreen('canEdit', 'Vehicles', VehicleSettingsScreen),
      },

      {
        path: 'vehicles/maintenance-due',
        ...gatedScreen('canViewService', 'Due Service', DueServiceScreen),
      },
      {
        path: 'vehicles/reports/costs',
        ...gatedScreen('canViewBasic', 'Cost Reports', CostReportScreen),
      },
      { path: 'vehicles/issues', ...gatedScreen('canViewBasic', 'Issues', IssuesScreen) },
      {
        path: 'vehicles/inspection-forms',
        ...gatedScreen('canEdit', 'Inspection Forms', InspectionFormsScreen),
      },
      {
        path: 'vehicles/inspect/:vin',
        ...gatedScreen('canViewBasic', 'Inspections', InspectVehicleScreen),
      },

      {
        path: 'vehicles/insurance',
        ...gatedScreen('canViewInsurance', 'Insurance', InsurancePage),
      },
      {
        path: 'vehicles/insurance/policy/:id',
        ...gatedScreen('canViewInsurance', 'Insurance', PolicyPage),
      },
      {
        path: 'vehicles/insurance/bulk-renewal',
        ...gatedScreen('canViewInsurance', 'Insurance', BulkRenewalPage),
      },

      {
        path: 'vehicles/financing',
        ...gatedScreen('canViewFinancial', 'Financing', FinancingPage),
      },
      {
        path: 'vehicles/financing/:id',
        ...gatedScreen('canViewFinancial', 'Financing', FinancingPage),
      },

      // A loan agreement, and a new reservation (the board's free slot); loaner permissions come
      // from the base endpoint.
      {
        path: 'loaners/agreements/new',
        ...gatedScreen('canManageLoaners', 'Loaners', ReserveAgreementScreen, 'base'),
      },
      {
        path: 'loaners/agreements/:id',
        ...gatedScreen('canViewLoaners', 'Loaners', AgreementScreen, 'base'),
      },

      {
        path: 'vehicles/:vin',
        ...gatedScreen(
          'canViewDetails',
          'Vehicles',
          VehicleDetailPage,
          'vehicles',
          prefetchVehicle,
        ),
      },

      // The loaner permissions are answered by the base endpoint (the vehicle one lists its own).
      {
        path: 'loaners',
        ...gatedScreen('canViewLoaners', 'Loaners', LoanerBoardScreen, 'base'),
      },
      {
        path: 'loaners/customers',
        ...gatedScreen('canViewLoaners', 'Loaners', CustomersScreen, 'base'),
      },
      {
        path: 'loaners/customers/:id',
        ...gatedScreen('canViewLoaners', 'Loaners', CustomerDetailScreen, 'base'),
      },
      {
        path: 'loaners/insurers',
        ...gatedScreen('canViewLoaners', 'Loaners', InsurersScreen, 'base'),
      },
      {
        path: 'loaners/citations',
        ...gatedScreen('canViewLoaners', 'Loaners', CitationsScreen, 'base'),
      },
      {
        path: 'loaners/invoices',
        ...gatedScreen('canViewLoaners', 'Loaners', InvoicesScreen, 'base'),
      },
      {
        path: 'loaners/invoices/:id',
        ...gatedScreen('canViewLoaners', 'Loaners', InvoiceScreen, 'base'),
      },
      {
        path: 'loaners/receivables',
        ...gatedScreen('canViewLoaners', 'Loaners', ReceivablesScreen, 'base'),
      },
      {
        path: 'loaners/utilisation',
        ...gatedScreen('canViewLoaners', 'Loaners', UtilisationScreen, 'base'),
      },
      {
        path: 'loaners/settings',
        ...gatedScreen('canViewLoaners', 'Loaners', LoanerSettingsScreen, 'base'),
      },

      { path: 'notifications', ...screen(NotificationsPage) },
      { path: 'settings', ...screen(SettingsPage) },
      // The members API's own gate: the shop's administrators.
      {
        path: 'settings/members',
        ...gatedScreen('canManageShopSettings', 'Members', MembersPage, 'base'),
      },
      {
        path: 'settings/integrations/webhooks',
        ...gatedScreen('canManageShopSettings', 'Settings', WebhooksPage, 'base'),
      },
      {
        path: 'settings/identity',
        ...gatedScreen('canManageShopSettings', 'Shop identity', ShopIdentityPage, 'base'),
      },
      {
        path: 'settings/activity',
        ...gatedScreen('canViewActivity', 'Activity', ActivityPage, 'base'),
      },
      {
        path: 'settings/integrations',
        ...gatedScreen('canManageShopSettings', 'API tokens', ApiTokensPage, 'base'),
      },
      { path: 'search', ...screen(SearchPage) },
      { path: 'sample-module', ...screen(SampleModulePage) },
      {
        path: 'module-registry-diagnostics',
        ...gatedScreen(
          'canViewModuleSettings',
          'Module Registry Diagnostics',
          DiagnosticsPage,
          'base',
        ),
      },

      // The sign-in destination: with a token there is nothing to sign in to.
      { path: 'login', element: <Navigate to={paths.home} replace /> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
