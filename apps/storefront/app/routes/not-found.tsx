import { data } from 'react-router';
import { ErrorPage } from '../shell/error-page.js';

/** Any path no route claims: the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
