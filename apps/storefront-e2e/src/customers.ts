import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from './e2e-env.js';
import { expect, test } from './fixtures.js';

export interface Customer {
  id: number;
  name: string;
  phone: string;
  password: string;
  token: string;
}

/** A Saudi mobile number no other test uses. */
export function uniquePhone(): string {
  const digits = `${Date.now() % 100_000}${Math.floor(Math.random() * 10_000)}`.padStart(9, '0');
  return `5${digits.slice(-8)}`;
}

/**
 * A new customer who has signed up through the demo API and not yet entered the activation code:
 * signing in sends them to activation.
 */
export async function signedUpCustomer(
  request: APIRequestContext,
  name = 'نورة',
  store = apiUrl,
): Promise<Omit<Customer, 'id' | 'token'>> {
  const phone = uniquePhone();
  const password = '123456';
  const signUp = await request.post(`${store}sign-up`, {
    multipart: { name, phone, password, accept: '1' },
  });
  expect(((await signUp.json()) as { key: string }).key).toBe('success');
  return { name, phone, password };
}

/**
 * A new, activated customer, created through the demo API (every code is 1234); `store` is the
 * root of another demo API than the run's.
 */
export async function newCustomer(
  request: APIRequestContext,
  name = 'نورة',
  store = apiUrl,
): Promise<Customer> {
  const { phone, password } = await signedUpCustomer(request, name, store);
  const activate = await request.post(`${store}activate?_method=patch`, {
    multipart: { phone, code: '1234' },
  });
  const body = (await activate.json()) as { key: string; data: { id: number; token: string } };
  expect(body.key).toBe('success');
  return { id: body.data.id, name, phone, password, token: body.data.token };
}

/** The cookie and storage the sign-in flow leaves for this customer. */
export async function signIn(page: Page, customer: Customer): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost';
  const authUser = {
    id: customer.id,
    name: customer.name,
    phone: customer.phone,
    email: null,
    image: null,
  };
  await page.context().addCookies([
    {
      name: 'matjar_auth',
      value: encodeURIComponent(JSON.stringify({ isLoggedIn: true, authUser })),
      url: baseURL,
      sameSite: 'Strict',
    },
  ]);
  // Once per tab, before the app's scripts: signing out must not bring the token back.
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('matjar_token', token);
  }, customer.token);
}
