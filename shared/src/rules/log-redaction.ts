// Event streams and image URLs take the access token as `?token=`, and reset links carry theirs the same way.
export const CREDENTIAL_PARAMETERS = ["token", "access_token", "refresh_token", "api_key", "password", "secret"] as const;
export const REDACTED = "[REDACTED]";

const credentialNames = new Set<string>(CREDENTIAL_PARAMETERS);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " ")).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      return credentialNames.has(decodedName(name)) ? `${name}=${encodeURIComponent(REDACTED)}` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join("&")}`;
}
