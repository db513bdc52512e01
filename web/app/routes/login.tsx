import { redirect } from "@remix-run/node";

// The spec's 401 handling names /login; the sign-in page lives at /auth.
export function loader() {
  return redirect("/auth");
}
