import type { Db } from '../../platform/database/client';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { activeMembersWithPermissions } from '../shops';
import { liveVehiclesOf, vehicleModuleSettingsOfShop, type LiveVehicle } from '../vehicles';
import { audienceOf, emailKindsByUser, type Audience } from './reminders.recipients';
import * as repo from './reminders.repository';

/** One reminder a run would send: the item, where it points, what it says and to whom. */
export type PlannedReminder = {
  source: ReminderSource;
  item: ReminderItem;
  vin: string;
  path: string;
  message: string;
  audience: Audience;
};

const vehicleLabel = (v: LiveVehicle) =>
  `${v.description}${v.licensePlate ? `, plate ${v.licensePlate}` : ''}, VIN ${v.vin}`;

/**
 * What has reached a threshold in one shop on `date`, with its audience, before anything is
 * written: the run then claims each key and sends; a preview only shows it. Archived vehicles
 * are silent.
 */
export async function planReminders(
  sources: readonly ReminderSource[],
  tx: Db,
  shopId: number,
  date: string,
): Promise<PlannedReminder[]> {
  const settings = await vehicleModuleSettingsOfShop(tx, shopId);
  const scope = {
    db: tx,
    shopId,
    today: date,
    warningDays: settings.warning_threshold_days,
    criticalDays: settings.critical_threshold_days,
    escalationDays: settings.escalation_threshold_days,
  };
  const found: { source: ReminderSource; item: ReminderItem }[] = [];
  for (const source of sources)
    for (const item of await source.find(scope)) found.push({ source, item });
  const vehicles = await liveVehiclesOf(
    tx,
    shopId,
    found.flatMap((f) => (f.item.vehicleId === null ? [] : [f.item.vehicleId])),
  );
  const members = await activeMembersWithPermissions(tx, shopId);
  const kindsOf = emailKindsByUser(await repo.emailChoiceValues(tx, shopId));
  const planned: PlannedReminder[] = [];
  for (const { source, item } of found) {
    const audience = audienceOf(source, item, members, settings, kindsOf);
    // An item of no one vehicle (an invoice) points where it says and reads as it is.
    if (item.vehicleId === null) {
      planned.push({
        source,
        item,
        vin: '',
        path: item.actionUrl ?? '/',
        message: item.detail,
        audience,
      });
      continue;
    }
    const vehicle = vehicles.get(item.vehicleId);
    if (!vehicle) continue;
    planned.push({
      source,
      item,
      vin: vehicle.vin,
      path: item.actionUrl ?? `/vehicles/${encodeURIComponent(vehicle.vin)}`,
      message: `${vehicleLabel(vehicle)}: ${item.detail}`,
      audience,
    });
  }
  return planned;
}
