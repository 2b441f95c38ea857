/** Ports of the servers the e2e run starts (change them when another run holds the defaults). */
export const storefrontPort = Number(process.env['E2E_STOREFRONT_PORT'] ?? 4310);
export const apiPort = Number(process.env['E2E_API_PORT'] ?? 3343);

/** The demo API's root, for journeys that prepare data through it. */
export const apiUrl = `http://localhost:${apiPort}/`;
