import type { CustomerAgreement, CustomerDetail } from '@fleetdesk/contract/loaner-agreements';
import type { Customer, CustomerDocument } from '@fleetdesk/contract/loaners';

export function customer(over: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    first_name: 'Dana',
    last_name: 'Reyes',
    phone: '555-0101',
    email: 'dana@example.com',
    licence_number: 'D1234567',
    licence_state: 'CA',
    licence_expires_on: '2028-03-01',
    insurance_carrier: 'Harbor Mutual',
    insurance_policy_number: 'HM-88',
    do_not_lend: false,
    do_not_lend_reason: '',
    notes: '',
    balance_due: '0.00',
    ...over,
  };
}

export function customerAgreement(over: Partial<CustomerAgreement> = {}): CustomerAgreement {
  return {
    id: 11,
    number: 'LA-00011',
    status: 'returned',
    vehicle_vin: '1HGCM82633A000101',
    vehicle_description: '2024 Toyota Corolla',
    license_plate: 'LNR-101',
    repair_order_number: 'RO-5512',
    starts_at: '2026-06-01T16:00:00Z',
    due_at: '2026-06-05T16:00:00Z',
    checked_out_at: '2026-06-01T16:30:00Z',
    checked_in_at: '2026-06-04T16:00:00Z',
    ...over,
  };
}

export function customerDocument(over: Partial<CustomerDocument> = {}): CustomerDocument {
  return {
    id: 3,
    document_type: 'licence',
    document_type_display: 'Driving licence',
    original_filename: 'licence.jpg',
    file_size: 2048,
    is_pdf: false,
    is_image: true,
    created_at: '2026-06-10T16:00:00Z',
    file_url: '/api/loaners/customer-documents/3/?exp=1&sig=abc',
    ...over,
  };
}

export function customerDetail(over: Partial<CustomerDetail> = {}): CustomerDetail {
  return { ...customer(), documents: [], agreements: [customerAgreement()], ...over };
}
