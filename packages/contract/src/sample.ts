import { z } from 'zod';
import { paginatedSchema } from './common';

/** Spec 1 sections 3 and 9: the sample module's categories and its 10 most recent items. */
export const SAMPLE_RECENT_ITEMS = 10;

export const SAMPLE_STATUSES = ['active', 'inactive', 'pending', 'completed', 'cancelled'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** Priority 1 to 5 and its label (spec 1 section 3). */
export const SAMPLE_PRIORITY_LABELS = {
  1: 'Low',
  2: 'Normal',
  3: 'Medium',
  4: 'High',
  5: 'Critical',
} as const;
export type SamplePriority = keyof typeof SAMPLE_PRIORITY_LABELS;
export const samplePriorityLabel = (priority: number): string =>
  SAMPLE_PRIORITY_LABELS[priority as SamplePriority] ?? String(priority);

export const sampleCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  item_count: z.number().int(),
});
export type SampleCategory = z.infer<typeof sampleCategorySchema>;
/** GET /api/sample-module/categories/ */
export const sampleCategoryListResponseSchema = paginatedSchema(sampleCategorySchema);

export const sampleItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** The category's name. */
  category: z.string(),
  status: z.enum(SAMPLE_STATUSES),
  priority: z.number().int().min(1).max(5),
  priority_label: z.string(),
  completion_percentage: z.number().int().min(0).max(100),
  updated_at: z.string(),
});
export type SampleItem = z.infer<typeof sampleItemSchema>;
/** GET /api/sample-module/items/: the most recently updated items, newest first. */
export const sampleItemListResponseSchema = z.object({
  results: z.array(sampleItemSchema).max(SAMPLE_RECENT_ITEMS),
});
