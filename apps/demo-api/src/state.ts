import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DemoPayment } from './payments.js';
import type { AccountState } from './seed/account.js';
import type { CatalogState } from './seed/catalog.js';
import type { CommerceState } from './seed/commerce.js';
import { seedState } from './seed/seed.js';

/** A customer of the demo store. */
export interface DemoUser {
  id: number;
  name: string | null;
  phone: string;
  country_code: string;
  email: string | null;
  image: string | null;
  password: string;
  is_active: boolean;
  is_blocked: boolean;
  is_notify: boolean;
  /** Set when the profile lacks what checkout needs (name, city). */
  needs_profile: boolean;
  city_id: number | null;
  country_id: number | null;
  pending_phone: string | null;
  deleted: boolean;
}

export interface DemoLocation {
  id: number;
  user_id: number;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  is_default: boolean;
}

/** A line of a cart: a visitor's (`mac:<device>`) or a customer's (`user:<id>`). */
export interface DemoCartLine {
  id: number;
  owner: string;
  product_id: number;
  /** The chosen variant, for a product that has variants. */
  variant_id: number | null;
  quantity: number;
}

/** Everything the demo store knows; saved as one JSON snapshot. */
export interface DemoState {
  version: 2;
  nextId: number;
  users: DemoUser[];
  /** Bearer token → user id. */
  sessions: Record<string, number>;
  /** Phone → activation code waiting to be entered. */
  codes: Record<string, string>;
  locations: DemoLocation[];
  cartLines: DemoCartLine[];
  /** Payments on the simulated hosted payment page. */
  payments: DemoPayment[];
  catalog: CatalogState;
  commerce: CommerceState;
  account: AccountState;
}

/** The activation code of every demo phone (the demo does not send SMS). */
export const DEMO_ACTIVATION_CODE = '1234';

/**
 * The demo store's data: in memory, saved to a JSON file (when `file` is given) shortly after
 * each change, so a restart loses nothing.
 */
export class DemoStore {
  state: DemoState;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether an address is on a storefront's origin (`DemoApiOptions.storefrontOrigins`). */
  isStorefront: (address: string) => boolean = () => false;

  constructor(private readonly file?: string) {
    this.state = this.load() ?? seedState();
  }

  private load(): DemoState | undefined {
    if (!this.file || !existsSync(this.file)) return undefined;
    try {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as DemoState;
      // A snapshot of an older shape is set aside: the demo starts again from its seed.
      return saved.version === 2 ? saved : undefined;
    } catch {
      return undefined;
    }
  }

  /** Records a change; the snapshot is written within a few hundred milliseconds. */
  changed(): void {
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.flush();
    }, 200);
    this.saveTimer.unref?.();
  }

  /** Writes the snapshot now (atomically: a crash mid-write keeps the previous one). */
  flush(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }

  /** Back to the seed data. */
  reset(): void {
    this.state = seedState();
    this.changed();
  }

  nextId(): number {
    this.state.nextId += 1;
    return this.state.nextId;
  }
}
