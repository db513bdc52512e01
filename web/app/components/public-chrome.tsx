import { Link } from "@remix-run/react";
import { Logo } from "./logo";
import { ButtonLink } from "./ui/button";

export const sectionAnchors = [
  { id: "benefits", label: "Benefits" },
  { id: "how-it-works", label: "How It Works" },
  { id: "road-map", label: "Road Map" },
  { id: "key-features", label: "Key features" },
] as const;

export const CONTACT_EMAIL = "hello@adsight.app";

function anchorHref(id: string, onLanding: boolean) {
  return onLanding ? `#${id}` : `/#${id}`;
}

export function PublicHeader({ onLanding = false }: { onLanding?: boolean }) {
  const links = sectionAnchors.map((anchor) => (
    <a
      key={anchor.id}
      href={anchorHref(anchor.id, onLanding)}
      className="whitespace-nowrap text-sm font-medium text-gray-700 hover:text-brand-700"
    >
      {anchor.label}
    </a>
  ));
  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-8 px-6">
        <Logo />
        <nav aria-label="Sections" className="hidden flex-1 items-center gap-8 md:flex">
          {links}
        </nav>
        <ButtonLink to="/auth" variant="secondary" className="ms-auto md:ms-0">
          Login
        </ButtonLink>
      </div>
      {/* Wraps rather than scrolls: a phone then sees every anchor, with nothing cut off at the edge. */}
      <nav
        aria-label="Sections (compact)"
        className="flex flex-wrap justify-center gap-x-4 gap-y-1.5 border-t border-gray-100 px-3 py-2.5 md:hidden"
      >
        {links}
      </nav>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className="bg-gray-950 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">AdSight</p>
          <p className="mt-3 max-w-sm text-sm leading-6 text-gray-400">
            Synthetic audiences that look at and feel about your creatives the way people do, before a single ad dollar is spent.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Company</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {sectionAnchors.map((anchor) => (
              <li key={anchor.id}>
                <a href={`/#${anchor.id}`} className="hover:text-white">
                  {anchor.label}
                </a>
              </li>
            ))}
            <li>
              <Link to="/accuracy" className="hover:text-white">
                Model accuracy
              </Link>
            </li>
            <li>
              <Link to="/legal" className="hover:text-white">
                Privacy Policy &amp; Terms
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-white">
                {CONTACT_EMAIL}
              </a>
            </p>
            <p className="text-gray-400">100 Market Street, San Francisco, CA</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-6 text-xs text-gray-400">© 2026 AdSight. All rights reserved.</p>
      </div>
    </footer>
  );
}
