import { SHOP_RULE_DEFAULTS } from '@fleetdesk/contract/loaner-shop-rules';
import type { LoanerSettings, LoanerSettingsPatch } from '@fleetdesk/contract/loaners';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { presentSettings } from './loaners.presenter';
import * as repo from './loaners.settings.repository';

/**
 * The shop's loaner defaults: rates new agreements start from, citation grace, the agreement terms
 * and the shop's optional rules (grace, fees, rate difference, licence to reserve).
 */

/** What a shop without a settings row yet works with (the table's defaults). */
const DEFAULTS: LoanerSettings = {
  daily_rate: '45.00',
  mileage_allowance_per_day: 150,
  excess_mileage_rate: '0.25',
  fuel_rate_per_eighth: '10.00',
  citation_grace_days: 30,
  agreement_terms: repo.DEFAULT_AGREEMENT_TERMS,
  ...SHOP_RULE_DEFAULTS,
};

/** A read does not write: a shop that never saved its settings reads the defaults. */
export async function currentSettings(ctx: ShopContext): Promise<LoanerSettings> {
  const row = await repo.findSettings(ctx);
  return row ? presentSettings(row) : DEFAULTS;
}

export async function patchSettings(
  ctx: ShopContext,
  body: LoanerSettingsPatch,
): Promise<LoanerSettings> {
  const before = presentSettings(await repo.ensureSettings(ctx));
  const after = presentSettings(
    await repo.updateSettings(ctx, {
      dailyRate: body.daily_rate,
      mileageAllowancePerDay: body.mileage_allowance_per_day,
      excessMileageRate: body.excess_mileage_rate,
      fuelRatePerEighth: body.fuel_rate_per_eighth,
      citationGraceDays: body.citation_grace_days,
      agreementTerms: body.agreement_terms,
      graceMinutes: body.grace_minutes,
      lateReturnFee: body.late_return_fee,
      tollAdminFee: body.toll_admin_fee,
      customerPaysRateDifference: body.customer_pays_rate_difference,
      licenceRequiredToReserve: body.licence_required_to_reserve,
    }),
  );
  await recordAudit(ctx, {
    entity: 'loaner_settings',
    entityId: ctx.shopId,
    action: 'update',
    before,
    after,
  });
  return after;
}
