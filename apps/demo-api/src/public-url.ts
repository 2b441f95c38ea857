/**
 * Where the demo API is reached from outside: its origin plus any path prefix a proxy or the MSW
 * handlers put in front of it (`x-forwarded-prefix`). Links it hands out (images, files, the payment
 * page) start with it.
 */
export function publicBase(request: Request): string {
  const prefix = (request.headers.get('x-forwarded-prefix') ?? '').replace(/\/$/, '');
  return `${new URL(request.url).origin}${prefix}`;
}
