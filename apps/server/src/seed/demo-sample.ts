import { count, eq } from 'drizzle-orm';
import type { SampleStatus } from '@fleetdesk/contract/sample';
import { sampleCategories, sampleItems } from '../modules/sample';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';

const CATEGORIES = [
  { name: 'Shop Projects', color: '#1c7ed6', icon: 'tools' },
  { name: 'Customer Care', color: '#2f9e44', icon: 'users' },
  { name: 'Paperwork', color: '#e8590c', icon: 'file-text' },
] as const;

type DemoItem = {
  category: number;
  name: string;
  description: string;
  status: SampleStatus;
  priority: number;
  completion: number;
};

/** Twelve items, so the page's limit of ten is visible; each a few hours older than the last. */
const ITEMS: DemoItem[] = [
  {
    category: 0,
    name: 'Reorganise paint booth',
    description: 'Clear the booth and relabel the shelves.',
    status: 'active',
    priority: 3,
    completion: 40,
  },
  {
    category: 1,
    name: 'Call back Mrs. Alvarez',
    description: 'Confirm the loaner return time.',
    status: 'pending',
    priority: 4,
    completion: 0,
  },
  {
    category: 2,
    name: 'File title transfers',
    description: 'Three titles from last month.',
    status: 'completed',
    priority: 2,
    completion: 100,
  },
  {
    category: 0,
    name: 'Replace bay 2 lift seals',
    description: 'Parts arrive Thursday.',
    status: 'active',
    priority: 5,
    completion: 60,
  },
  {
    category: 1,
    name: 'Loaner survey',
    description: 'Ask last week’s loaner drivers for feedback.',
    status: 'inactive',
    priority: 1,
    completion: 10,
  },
  {
    category: 2,
    name: 'Insurance binder copies',
    description: 'Scan and file the renewed binders.',
    status: 'active',
    priority: 3,
    completion: 75,
  },
  {
    category: 0,
    name: 'Frame machine calibration',
    description: 'Annual calibration visit.',
    status: 'pending',
    priority: 4,
    completion: 20,
  },
  {
    category: 1,
    name: 'Update waiting-room signage',
    description: 'New hours and Wi-Fi details.',
    status: 'cancelled',
    priority: 1,
    completion: 0,
  },
  {
    category: 2,
    name: 'Archive 2019 invoices',
    description: 'Box and label for storage.',
    status: 'completed',
    priority: 2,
    completion: 100,
  },
  {
    category: 0,
    name: 'Order detailing supplies',
    description: 'Clay bars, polish, microfibre.',
    status: 'active',
    priority: 2,
    completion: 50,
  },
  {
    category: 1,
    name: 'Holiday hours notice',
    description: 'E-mail regular customers.',
    status: 'pending',
    priority: 3,
    completion: 30,
  },
  {
    category: 2,
    name: 'Registration renewals list',
    description: 'Vehicles due next quarter.',
    status: 'active',
    priority: 4,
    completion: 90,
  },
];

/** The sample module's categories and items in each demo shop; a shop that has some is left alone. */
export async function seedDemoSample(db: Db, shopIds: number[]): Promise<void> {
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, (tx) => seedShop(tx, shopId));
  }
}

async function seedShop(db: Db, shopId: number): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(sampleCategories)
    .where(eq(sampleCategories.shopId, shopId));
  if ((existing?.n ?? 0) > 0) return;
  const categories = await db
    .insert(sampleCategories)
    .values(CATEGORIES.map((c) => ({ ...c, shopId })))
    .returning({ id: sampleCategories.id });
  const now = Date.now();
  await db.insert(sampleItems).values(
    ITEMS.map((item, i) => ({
      shopId,
      categoryId: categories[item.category]!.id,
      name: item.name,
      description: item.description,
      status: item.status,
      priority: item.priority,
      completionPercentage: item.completion,
      updatedAt: new Date(now - i * 5 * 3600_000),
    })),
  );
}
