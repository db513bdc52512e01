// HTTP helpers the benchmark scripts share: engine calls with a bearer token, and signing in to the engine or the web app.

/** One engine API call answering its JSON body; a non-2xx answer throws with its status and body. */
export async function engineCall(engineUrl, token, method, path, body) {
  const response = await fetch(`${engineUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function accessToken(engineUrl, email, password) {
  const response = await fetch(`${engineUrl}/api/v1/login/access-token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** Signs in through the web app's own form (CSRF token and all) and answers the Cookie header of the session. */
export async function webSession(webUrl, email, password) {
  const page = await fetch(`${webUrl}/auth`);
  const csrfToken = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  const csrfCookie = page.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const response = await fetch(`${webUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ intent: "login", username: email, password, csrf: csrfToken ?? "" }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`web sign-in of ${email} failed: ${response.status}`);
  return [csrfCookie, ...cookies].join("; ");
}
