/** Settings and content: about, terms, policy, FAQs, socials, contact form, countries and cities, banks, cancel and return reasons. */
export const contentCalls = {};
