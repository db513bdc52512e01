import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { ErrorPage } from "./components/error-page";
import { Toaster } from "./components/toaster";
import stylesheet from "./tailwind.css?url";
import { csrf } from "./utils/csrf.server";
import { publicEnv } from "./utils/env.server";
import { useNonce } from "./utils/nonce";
import { takeToast } from "./utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [csrfToken, csrfCookie] = await csrf.commitToken(request);
  const { toast, setCookie: toastCookie } = await takeToast(request);
  const headers = new Headers();
  if (csrfCookie) headers.append("set-cookie", csrfCookie);
  if (toastCookie) headers.append("set-cookie", toastCookie);
  return json({ csrfToken, toast, env: publicEnv() }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#dc2626" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-white font-sans text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { csrfToken, toast } = useLoaderData<typeof loader>();
  // Lets browser tests (and anyone debugging) tell when the page's JavaScript has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <AuthenticityTokenProvider token={csrfToken}>
      <Outlet />
      <Toaster toast={toast} />
    </AuthenticityTokenProvider>
  );
}

export const meta: MetaFunction = () => [
  { title: "AdSight: see your ads through your audience's eyes" },
  {
    name: "description",
    content: "Simulate how an audience looks at and feels about your advertising images before you spend on a live test.",
  },
];

export function ErrorBoundary() {
  return <ErrorPage />;
}
