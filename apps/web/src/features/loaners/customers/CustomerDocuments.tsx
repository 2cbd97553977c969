import { Text } from '@mantine/core';
import { CustomerDocumentUpload } from './CustomerDocumentUpload';

/** The customer's papers: photos of the licence and insurance card, uploaded from here. */
export function CustomerDocuments({
  customerId,
  canUpload,
}: {
  customerId: number;
  canUpload: boolean;
}) {
  if (!canUpload) {
    return (
      <Text size="sm" c="dimmed">
        Uploading documents needs the permission to manage loaners.
      </Text>
    );
  }
  return <CustomerDocumentUpload customerId={customerId} />;
}
