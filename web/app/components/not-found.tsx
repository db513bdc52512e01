import { ButtonLink } from "./ui/button";

export function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-white px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="mt-3 text-5xl font-bold tracking-tight text-gray-900">Oops!</h1>
      <p className="mt-4 text-lg text-gray-700">The page you are looking for was not found.</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Go Back
      </ButtonLink>
    </main>
  );
}
