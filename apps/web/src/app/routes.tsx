import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import type { PermissionSource } from '../lib/permissions';
import { PageLoader } from './PageLoader';
import { PermissionGate } from './PermissionGate';
import { SessionGate } from './SessionGate';

const NoShopAssignmentScreen = lazy(
  () => import('../features/auth/screens/NoShopAssignmentScreen'),
);
const DashboardPage = lazy(() => import('../features/dashboard/screens/DashboardPage'));
const DashboardSettingsPage = lazy(
  () => import('../features/dashboard/screens/DashboardSettingsPage'),
);
const VehicleListScreen = lazy(() => import('../features/vehicles/screens/VehicleListScreen'));
const VehicleFormScreen = lazy(() => import('../features/vehicles/screens/VehicleFormScreen'));
const VehicleDetailPage = lazy(() => import('./VehicleDetailPage'));
const VehicleImportScreen = lazy(
  () => import('../features/vehicle-import/screens/VehicleImportScreen'),
);
const VehicleSettingsScreen = lazy(
  () => import('../features/vehicles/screens/VehicleSettingsScreen'),
);
const DueServiceScreen = lazy(() => import('../features/service/screens/DueServiceScreen'));
const InsurancePage = lazy(() => import('../features/insurance/screens/InsurancePage'));
const PolicyPage = lazy(() => import('../features/insurance/screens/PolicyPage'));
const BulkRenewalPage = lazy(() => import('../features/insurance/screens/BulkRenewalPage'));
const FinancingPage = lazy(() => import('../features/financing/screens/FinancingPage'));
const LoanerBoardScreen = lazy(() => import('../features/loaners/screens/LoanerBoardScreen'));
const CustomersScreen = lazy(() => import('../features/loaners/screens/CustomersScreen'));
const CustomerDetailScreen = lazy(() => import('../features/loaners/screens/CustomerDetailScreen'));
const CitationsScreen = lazy(() => import('../features/loaners/screens/CitationsScreen'));
const LoanerSettingsScreen = lazy(() => import('../features/loaners/screens/LoanerSettingsScreen'));
const NotificationsPage = lazy(() => import('../features/notifications/screens/NotificationsPage'));
const SettingsPage = lazy(() => import('../features/settings/screens/SettingsPage'));
const MembersPage = lazy(() => import('../features/shops/screens/MembersPage'));
const WebhooksPage = lazy(() => import('../features/integrations/webhooks/screens/WebhooksPage'));
const ActivityPage = lazy(() => import('../features/audit-trail/screens/ActivityPage'));
const ApiTokensPage = lazy(() => import('../features/integrations/tokens/screens/ApiTokensPage'));
const SearchPage = lazy(() => import('../features/search/screens/SearchPage'));
const SampleModulePage = lazy(() => import('../features/sample/screens/SampleModulePage'));
const DiagnosticsPage = lazy(() => import('../features/diagnostics/screens/DiagnosticsPage'));
const AgreementScreen = lazy(() => import('../features/loaners/screens/AgreementScreen'));
const ReserveAgreementScreen = lazy(
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
  {
    path: '/',
    element: <SessionGate />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'dashboard', element: <Navigate to={paths.home} replace /> },
      { path: 'dashboard/settings', element: <DashboardSettingsPage /> },

      { path: 'vehicles', element: gated('canViewBasic', 'Vehicles', <VehicleListScreen />) },
      { path: 'vehicles/add', element: gated('canAdd', 'Vehicles', <VehicleFormScreen />) },
      {
        path: 'vehicles/import',
        element: gated('canAdd', 'Vehicles', <VehicleImportScreen />),
      },
      {
        path: 'vehicles/edit/:vin',
        element: gated('canEdit', 'Vehicles', <VehicleFormScreen />),
      },
      {
        path: 'vehicles/settings',
        element: gated('canEdit', 'Vehicles', <VehicleSettingsScreen />),
      },

      {
        path: 'vehicles/maintenance-due',
        element: gated('canViewService', 'Due Service', <DueServiceScreen />),
      },

      {
        path: 'vehicles/insurance',
        element: gated('canViewInsurance', 'Insurance', <InsurancePage />),
      },
      {
        path: 'vehicles/insurance/policy/:id',
        element: gated('canViewInsurance', 'Insurance', <PolicyPage />),
      },
      {
        path: 'vehicles/insurance/bulk-renewal',
        element: gated('canViewInsurance', 'Insurance', <BulkRenewalPage />),
      },

      {
        path: 'vehicles/financing',
        element: gated('canViewFinancial', 'Financing', <FinancingPage />),
      },
      {
        path: 'vehicles/financing/:id',
        element: gated('canViewFinancial', 'Financing', <FinancingPage />),
      },

      // A loan agreement, and a new reservation (the board's free slot); loaner permissions come
      // from the base endpoint.
      {
        path: 'loaners/agreements/new',
        element: gated('canManageLoaners', 'Loaners', <ReserveAgreementScreen />, 'base'),
      },
      {
        path: 'loaners/agreements/:id',
        element: gated('canViewLoaners', 'Loaners', <AgreementScreen />, 'base'),
      },

      {
        path: 'vehicles/:vin',
        element: gated('canViewDetails', 'Vehicles', <VehicleDetailPage />),
      },

      // The loaner permissions are answered by the base endpoint (the vehicle one lists its own).
      {
        path: 'loaners',
        element: gated('canViewLoaners', 'Loaners', <LoanerBoardScreen />, 'base'),
      },
      {
        path: 'loaners/customers',
        element: gated('canViewLoaners', 'Loaners', <CustomersScreen />, 'base'),
      },
      {
        path: 'loaners/customers/:id',
        element: gated('canViewLoaners', 'Loaners', <CustomerDetailScreen />, 'base'),
      },
      {
        path: 'loaners/citations',
        element: gated('canViewLoaners', 'Loaners', <CitationsScreen />, 'base'),
      },
      {
        path: 'loaners/settings',
        element: gated('canViewLoaners', 'Loaners', <LoanerSettingsScreen />, 'base'),
      },

      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'settings', element: <SettingsPage /> },
      // The members API's own gate: the shop's administrators.
      {
        path: 'settings/members',
        element: gated('canManageShopSettings', 'Members', <MembersPage />, 'base'),
      },
      {
        path: 'settings/integrations/webhooks',
        element: gated('canManageShopSettings', 'Settings', <WebhooksPage />, 'base'),
      },
      {
        path: 'settings/activity',
        element: gated('canManageShopSettings', 'Activity', <ActivityPage />, 'base'),
      },
      {
        path: 'settings/integrations',
        element: gated('canManageShopSettings', 'API tokens', <ApiTokensPage />, 'base'),
      },
      { path: 'search', element: <SearchPage /> },
      { path: 'sample-module', element: <SampleModulePage /> },
      {
        path: 'module-registry-diagnostics',
        element: gated(
          'canViewModuleSettings',
          'Module Registry Diagnostics',
          <DiagnosticsPage />,
          'base',
        ),
      },

      // The sign-in destination: with a token there is nothing to sign in to.
      { path: 'login', element: <Navigate to={paths.home} replace /> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
