/**
 * Google Identity Services in redirect mode: Google's script draws the button and, after sign-in,
 * posts the ID token to our /auth/google route, which hands it to the engine.
 */
export function GoogleButton({ clientId, loginUri }: { clientId: string; loginUri: string }) {
  return (
    <div className="mt-6">
      <div className="relative flex items-center justify-center text-xs uppercase text-gray-600">
        <span className="absolute inset-x-0 top-1/2 h-px bg-gray-200" aria-hidden="true" />
        <span className="relative bg-white px-3">or</span>
      </div>
      <script src="https://accounts.google.com/gsi/client" async />
      <div id="g_id_onload" data-client_id={clientId} data-login_uri={loginUri} data-ux_mode="redirect" data-auto_prompt="false" />
      <div
        className="g_id_signin mt-4 flex justify-center"
        data-type="standard"
        data-text="continue_with"
        data-shape="rectangular"
        data-logo_alignment="left"
        aria-label="Continue with Google"
      />
      <noscript>
        <p className="mt-4 text-center text-sm text-gray-600">Continue with Google needs JavaScript.</p>
      </noscript>
    </div>
  );
}
