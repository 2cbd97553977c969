import {
  samplePriorityLabel,
  type SampleCategory,
  type SampleItem,
  type SampleStatus,
} from '@fleetdesk/contract/sample';
import type { SampleCategoryRow, SampleItemRow } from './sample.repository';

export const presentCategory = ({ itemCount, ...row }: SampleCategoryRow): SampleCategory => ({
  ...row,
  item_count: Number(itemCount),
});

export const presentItem = (row: SampleItemRow): SampleItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  // The table's check constraint holds the status to the contract's list.
  status: row.status as SampleStatus,
  priority: row.priority,
  priority_label: samplePriorityLabel(row.priority),
  completion_percentage: row.completionPercentage,
  updated_at: row.updatedAt.toISOString(),
});
