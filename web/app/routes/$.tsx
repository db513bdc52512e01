import type { MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/error-page";

export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

export const meta: MetaFunction = () => [{ title: "Page not found | AdSight" }];

export function ErrorBoundary() {
  return <ErrorPage />;
}
