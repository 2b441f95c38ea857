/** Home page sections: banners, categories, providers, offers, newly added, most selling. */
export const homeCalls = {};
