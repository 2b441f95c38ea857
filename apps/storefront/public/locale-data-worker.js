// Loads the platform's locale data for a page's language away from the page's main thread.
//
// The first number or date a page formats makes the browser load its locale data: 20 to 100 ms
// on the bench's machine, in one call that cannot be split. Chromium keeps that data for the
// whole renderer process, so once this worker has loaded it the page's own first use costs under
// a millisecond. The page's script starts the worker as it asks for its code
// (`paintBeforeScripts`), with the locale and time zone the app formats with, and ends it when it
// answers.
//
// `/locale-data-worker.js?locale=ar-SA-u-ca-gregory-nu-latn&timeZone=Asia%2FRiyadh`
const query = new URLSearchParams(self.location.search);
const locale = query.get('locale') ?? 'ar';
const timeZone = query.get('timeZone') ?? undefined;

try {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  Intl.PluralRules.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
  new Intl.PluralRules(locale).select(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(0);
} catch {
  // A locale or time zone the browser does not know: the page loads what it needs itself.
}
self.postMessage('loaded');
