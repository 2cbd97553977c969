import { createElement } from 'react';
import {
  IconAlertTriangle,
  IconApps,
  IconBell,
  IconBox,
  IconBuilding,
  IconBuildingStore,
  IconCalendar,
  IconCar,
  IconCash,
  IconCategory,
  IconChartBar,
  IconChartLine,
  IconCircleDot,
  IconClipboardList,
  IconCoin,
  IconCurrencyDollar,
  IconDashboard,
  IconDatabase,
  IconFile,
  IconFileText,
  IconFolder,
  IconGauge,
  IconHome,
  IconKey,
  IconLayoutDashboard,
  IconList,
  IconMapPin,
  IconPlus,
  IconPuzzle,
  IconReceipt,
  IconReportMoney,
  IconRoad,
  IconSearch,
  IconSettings,
  IconShield,
  IconShieldCheck,
  IconTool,
  IconTools,
  IconTruck,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/**
 * The icons navigation entries may name: every name of the contract's NAV_ICONS (a test holds
 * them together), plus common aliases. Bundling all 5,000 Tabler icons would cost hundreds of
 * kilobytes, so names resolve against this list (Tabler kebab names; 'IconCar', 'car',
 * 'ti ti-car', 'tabler-car' and Font Awesome style 'fa-car' all work) and fall back to a dot.
 */
const ICONS: Record<string, Icon> = {
  'alert-triangle': IconAlertTriangle,
  apps: IconApps,
  bell: IconBell,
  box: IconBox,
  building: IconBuilding,
  'building-store': IconBuildingStore,
  calendar: IconCalendar,
  car: IconCar,
  cash: IconCash,
  category: IconCategory,
  'chart-bar': IconChartBar,
  'chart-line': IconChartLine,
  'clipboard-list': IconClipboardList,
  coin: IconCoin,
  'currency-dollar': IconCurrencyDollar,
  dollar: IconCurrencyDollar,
  money: IconCash,
  dashboard: IconDashboard,
  'layout-dashboard': IconLayoutDashboard,
  database: IconDatabase,
  file: IconFile,
  'file-text': IconFileText,
  'file-alt': IconFileText,
  folder: IconFolder,
  gauge: IconGauge,
  'tachometer-alt': IconGauge,
  home: IconHome,
  key: IconKey,
  list: IconList,
  'map-pin': IconMapPin,
  'map-marker': IconMapPin,
  plus: IconPlus,
  puzzle: IconPuzzle,
  'puzzle-piece': IconPuzzle,
  receipt: IconReceipt,
  'report-money': IconReportMoney,
  road: IconRoad,
  search: IconSearch,
  settings: IconSettings,
  cog: IconSettings,
  shield: IconShield,
  'shield-check': IconShieldCheck,
  'shield-alt': IconShieldCheck,
  tool: IconTool,
  tools: IconTools,
  truck: IconTruck,
  user: IconUser,
  users: IconUsers,
  wrench: IconTool,
};

export const FALLBACK_NAV_ICON: Icon = IconCircleDot;

/** 'IconCarGarage' -> 'car-garage'; 'ti ti-car' / 'fa-solid fa-car' / 'tabler-car' -> 'car'. */
export function normaliseIconName(name: string): string {
  let value = name.trim().split(/\s+/).pop() ?? '';
  value = value.replace(/^(ti|tabler|fa|fas|far|fab|icon)[-_:]/i, '');
  value = value.replace(/^Icon(?=[A-Z0-9])/, '');
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** Whether a name resolves to its own icon rather than the fallback dot. */
export function isMappedIcon(name: string | null | undefined): boolean {
  return !!name && normaliseIconName(name) in ICONS;
}

export function resolveNavIcon(name: string | null | undefined): Icon {
  if (!name) return FALLBACK_NAV_ICON;
  return ICONS[normaliseIconName(name)] ?? FALLBACK_NAV_ICON;
}

export function NavIcon({ name, size = 18 }: { name: string | null | undefined; size?: number }) {
  return createElement(resolveNavIcon(name), { size, stroke: 1.6, 'aria-hidden': true });
}
