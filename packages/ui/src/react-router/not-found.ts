import { data } from "react-router";

// The catch-all route of every React Router app: any path it does not claim is a 404, which the root's error
// boundary shows as the shared not-found page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
