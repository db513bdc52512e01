import { Link } from "@remix-run/react";

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold tracking-tight text-gray-900">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <circle cx="16" cy="16" r="8" fill="none" stroke="white" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="3" fill="white" />
      </svg>
      AdSight
    </Link>
  );
}
