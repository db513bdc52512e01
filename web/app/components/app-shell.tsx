import { isAdmin, type UserPublic } from "@adsight/shared";
import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Logo } from "./logo";
import { cn } from "~/utils/misc";

type ShellUser = Pick<UserPublic, "email" | "full_name" | "is_superuser" | "is_owner" | "credits_left">;

// On small screens the side menu is a drawer driven by a checkbox and CSS :has(), so it needs no JavaScript.
export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const admin = isAdmin(user);
  const items = [
    { to: "/app", label: "Dashboard", end: true },
    { to: "/app/settings", label: "Settings", end: false },
    ...(admin ? [{ to: "/admin", label: "Admin", end: false }] : []),
  ];
  return (
    <div className="group min-h-screen bg-gray-50">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-4 border-b border-gray-200 bg-white px-4 sm:px-6">
        <input type="checkbox" id="nav-drawer" className="sr-only lg:hidden" aria-controls="side-menu" aria-label="Menu" />
        <label htmlFor="nav-drawer" className="-m-2 cursor-pointer rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden" title="Menu">
          <span className="sr-only">Toggle menu</span>
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </label>
        <Logo to="/app" />
        <Link
          to="/app/settings"
          className="ms-auto shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100"
          data-testid="header-credits"
        >
          Credits left: <span className="font-semibold">{user.credits_left}</span>
        </Link>
        <p className="hidden truncate text-sm text-gray-700 sm:block">{user.email}</p>
      </header>
      <label
        htmlFor="nav-drawer"
        aria-hidden="true"
        className="fixed inset-0 z-10 hidden bg-gray-900/40 group-has-[#nav-drawer:checked]:block lg:!hidden"
      />
      <aside
        id="side-menu"
        className="fixed inset-y-0 start-0 top-16 z-20 hidden w-64 flex-col border-e border-gray-200 bg-white group-has-[#nav-drawer:checked]:flex lg:flex"
      >
        <nav aria-label="Main" className="flex-1 space-y-1 p-4">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  "block rounded-md px-3 py-2 text-sm font-semibold",
                  isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="border-t border-gray-200 p-4">
          <p className="truncate text-sm font-semibold text-gray-900">{user.full_name || "User"}</p>
          <p className="truncate text-sm text-gray-600">{user.email}</p>
          <Form method="post" action="/logout" className="mt-3">
            <AuthenticityTokenInput />
            <button
              type="submit"
              className="w-full rounded-md px-3 py-2 text-start text-sm font-semibold text-gray-700 ring-1 ring-inset ring-gray-300 hover:bg-gray-50"
            >
              Log Out
            </button>
          </Form>
        </div>
      </aside>
      <main className="px-4 py-8 sm:px-6 lg:ms-64 lg:px-10">{children}</main>
    </div>
  );
}
