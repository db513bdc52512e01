import { MESSAGES } from "@adsight/shared";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { NotFound } from "./not-found";
import { ButtonLink } from "./ui/button";

export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : MESSAGES.genericError;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-white px-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{MESSAGES.genericError}</h1>
      {message !== MESSAGES.genericError ? <p className="mt-4 text-gray-700">{message}</p> : null}
      <ButtonLink to="/" className="mt-8">
        Go Back
      </ButtonLink>
    </main>
  );
}
