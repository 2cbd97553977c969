import { sql } from 'drizzle-orm';
import type { TestApp, TestShop } from '../../../test/helpers';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { shopToday } from '../../platform/shop-day';
import { recomputeFinancings } from './financing.status';
import { financingPayments, financingVehicles, financings } from './financing.tables';

type FinancingInsert = typeof financings.$inferInsert;
type PaymentInsert = typeof financingPayments.$inferInsert;

/** Financings and payments written straight into the tables (the export only reads them). */
export function financingFixtures(t: TestApp) {
  async function insertFinancing(
    shop: TestShop,
    vehicleIds: number[],
    values: Partial<Omit<FinancingInsert, 'shopId'>> = {},
  ) {
    return t.inShop(shop, async (db) => {
      const [row] = await db
        .insert(financings)
        .values({
          shopId: shop.id,
          monthlyPayment: '500.00',
          startDate: '2025-01-15',
          endDate: '2028-01-15',
          lenderName: 'Ally Bank',
          loanAmount: '18000.00',
          interestRate: '5.250',
          glAccount: '2100 Vehicle Loans',
          quickbooksClass: 'Fleet',
          ...values,
        })
        .returning();
      if (vehicleIds.length)
        await db.insert(financingVehicles).values(
          vehicleIds.map((vehicleId, position) => ({
            shopId: shop.id,
            financingId: row!.id,
            vehicleId,
            position,
          })),
        );
      return row!;
    });
  }

  async function insertPayments(
    shop: TestShop,
    financingId: number,
    rows: Partial<Omit<PaymentInsert, 'shopId' | 'financingId'>>[],
  ) {
    return t.inShop(shop, async (db) => {
      const inserted = await db
        .insert(financingPayments)
        .values(
          rows.map((r) => ({
            shopId: shop.id,
            financingId,
            paymentDate: '2025-02-15',
            amountPaid: '500.00',
            ...r,
          })),
        )
        .returning();
      // As the payments service does: the financing's kept totals and status follow its payments.
      await recomputeFinancings({ db, shopId: shop.id }, [financingId], await shopToday(db));
      return inserted;
    });
  }

  /** `count` payments of 1.00, one a day from `from` (set-based: one statement). */
  async function insertManyPayments(
    shop: TestShop,
    financingId: number,
    count: number,
    from: string,
  ) {
    await t.inShop(shop, (db) =>
      db.execute(sql`insert into financing_payments (shop_id, financing_id, payment_date, amount_paid)
        select ${shop.id}, ${financingId}, ${from}::date + (i % 365), 1.00 from generate_series(1, ${count}) as i`),
    );
  }

  /** A shop with two vehicles, a loan of both and a lease of one, and four payments. */
  async function shopWithFinancing() {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const [car, van] = await vehicleFixtures(t).insertVehicles(shop, [
      { make: 'Ford', model: 'Fusion' },
      {},
    ]);
    const loan = await insertFinancing(shop, [car!.id, van!.id], { notes: 'Two cars, one loan' });
    const lease = await insertFinancing(shop, [van!.id], {
      financingType: 'LEASE',
      leasingCompany: 'Toyota Lease',
      lenderName: '',
      monthlyPayment: '310.40',
      startDate: '2024-03-01',
      endDate: '2024-12-31',
      glAccount: '2200 Leases',
      quickbooksClass: 'Loaners',
      leaseType: 'operating',
    });
    await insertPayments(shop, loan.id, [
      { paymentDate: '2025-02-15', amountPaid: '500.00', referenceNumber: 'CHK-1001' },
      {
        paymentDate: '2025-03-20',
        amountPaid: '500.00',
        lateFee: '25.50',
        isLate: true,
        paymentMethod: 'card',
        referenceNumber: '=HYPERLINK("http://evil.example","x")',
        notes: 'Paid late, with fee',
      },
      { paymentDate: '2026-01-05', amountPaid: '480.25', paymentMethod: 'cash' },
    ]);
    await insertPayments(shop, lease.id, [
      { paymentDate: '2024-04-01', amountPaid: '310.40', paymentMethod: 'ach' },
    ]);
    return { shop, admin, car: car!, van: van!, loan, lease };
  }

  return { insertFinancing, insertPayments, insertManyPayments, shopWithFinancing };
}

/** RFC 4180 reader for the test: quoted fields, doubled quotes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}
