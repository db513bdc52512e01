import { useEffect, useRef } from "react";

const GIS_SRC = "https://accounts.google.com/gsi/client";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; ux_mode: "redirect"; login_uri: string }): void;
      renderButton(parent: HTMLElement, options: { type: "standard"; text: "continue_with"; shape: "rectangular"; width?: number }): void;
    };
  };
}

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const existing = (window as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const loaded = (window as { google?: GoogleIdentity }).google;
      if (loaded) resolve(loaded);
      else reject(new Error("Google Identity Services did not load"));
    };
    script.onerror = () => reject(new Error("Google Identity Services did not load"));
    document.head.append(script);
  });
}

// Redirect mode: Google posts the ID token to /auth/google. The button needs Google's script: JavaScript only.
export function GoogleButton({ clientId, loginUri }: { clientId: string; loginUri: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({ client_id: clientId, ux_mode: "redirect", login_uri: loginUri });
        google.accounts.id.renderButton(slot.current, { type: "standard", text: "continue_with", shape: "rectangular", width: 320 });
      })
      .catch((error: unknown) => console.warn(error));
    return () => {
      cancelled = true;
    };
  }, [clientId, loginUri]);

  return (
    <div className="mt-6">
      <div className="relative flex items-center justify-center text-xs uppercase text-gray-600">
        <span className="absolute inset-x-0 top-1/2 h-px bg-gray-200" aria-hidden="true" />
        <span className="relative bg-white px-3">or</span>
      </div>
      <div ref={slot} className="mt-4 flex min-h-10 justify-center" />
      <noscript>
        <p className="mt-4 text-center text-sm text-gray-600">Continue with Google needs JavaScript.</p>
      </noscript>
    </div>
  );
}
