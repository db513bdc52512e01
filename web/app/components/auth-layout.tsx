import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Logo } from "./logo";

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto w-full max-w-md px-6 pt-10">
        <Logo />
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-6 py-8">
        <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 ring-gray-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
          {children}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-semibold text-gray-700 hover:text-brand-700">
            <span aria-hidden="true">← </span>Back to Home
          </Link>
        </p>
      </main>
    </div>
  );
}

export function FormAlert({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return <div id={id} />;
  return (
    <div id={id} role="alert" className="mt-6 rounded-md bg-brand-50 p-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
      {errors.join(" ")}
    </div>
  );
}
