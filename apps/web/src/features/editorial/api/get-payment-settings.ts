import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PaymentSettings } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** GET /api/payment/config: paid (Razorpay), free, or granted by an admin. */
export const getPaymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'settings'],
    queryFn: () => api.get<PaymentSettings>('/payment/config'),
    staleTime: Infinity,
  });

export function usePaymentSettings() {
  return useQuery(getPaymentSettingsQueryOptions());
}
