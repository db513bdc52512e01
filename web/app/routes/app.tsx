import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { ErrorPage } from "~/components/error-page";
import { requireUser } from "~/utils/user.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context);
  return json({ user });
}

export default function AppLayoutRoute() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
