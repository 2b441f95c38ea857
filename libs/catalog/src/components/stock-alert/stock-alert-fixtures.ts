import type { StockAlert } from '@matjar/api-client';
import { outOfStockProduct, productsFixture } from '../fixtures.js';

/** The customer waits for a product sold out, and for one size of another. */
export const stockAlertsFixture: StockAlert[] = [
  {
    id: 71,
    product: { ...outOfStockProduct },
    variant: null,
    created_at: '2026-11-28T08:30:00Z',
  },
  {
    id: 72,
    product: { ...productsFixture[3]!, is_available: true },
    variant: { id: 4101, color: 'كحلي', color_hex: '#1f2a44', size: '54' },
    created_at: '2026-11-20T17:05:00Z',
  },
];
