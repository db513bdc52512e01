import type { CampaignStatus, ItemPublic, ListResponse, SetupGenerateResponse, SimulationEvent, StartResponse, UserPublic } from "@adsight/shared";

/** A thin client of the engine API, for tests to make and inspect their own data. */
export class EngineApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<EngineApi> {
    const response = await fetch(`${baseUrl}/api/v1/login/access-token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: email, password }),
    });
    if (!response.ok) throw new Error(`login as ${email} failed: ${response.status} ${await response.text()}`);
    const { access_token } = (await response.json()) as { access_token: string };
    return new EngineApi(baseUrl, access_token);
  }

  as(email: string, password: string): Promise<EngineApi> {
    return EngineApi.signIn(this.baseUrl, email, password);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  private async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.request<T>(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  createUser(input: { email: string; password: string; full_name?: string; is_superuser?: boolean; credits_left?: number }) {
    return this.ok<UserPublic>("POST", "/users/", input);
  }

  user(id: string) {
    return this.request<UserPublic>("GET", `/users/${id}`);
  }

  me() {
    return this.ok<UserPublic>("GET", "/users/me");
  }

  async deleteUser(id: string) {
    const { status } = await this.request("DELETE", `/users/${id}`);
    if (status >= 300 && status !== 404) throw new Error(`DELETE /users/${id} failed: ${status}`);
  }

  createItem(input: { title: string; status?: CampaignStatus; setupTimestamp?: number; description?: string }) {
    return this.ok<ItemPublic>("POST", "/items/", input);
  }

  /** The reset link from the recovery e-mail, read through the administrators' preview endpoint. */
  async recoveryLink(email: string): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/v1/password-recovery-html-content/${encodeURIComponent(email)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${this.token}` },
    });
    const html = await response.text();
    const link = /href="([^"]*\/auth\/reset\?token=[^"]+)"/.exec(html)?.[1];
    if (!response.ok || !link) throw new Error(`no recovery link for ${email}: ${response.status} ${html.slice(0, 200)}`);
    return link.replaceAll("&amp;", "&");
  }

  items() {
    return this.ok<ListResponse<ItemPublic>>("GET", "/items/?limit=1000");
  }

  // ---- Simulations: run a real job on the stack's worker (report and export tests) ----

  /** Makes a campaign through setup generation and starts its simulation on these images (data URLs). */
  async startSimulation(input: { name: string; images: string[]; scale: number }): Promise<{ itemId: string; jobId: string }> {
    const settings = { name: input.name, location: "Dubai", startDate: "2026-03-01", endDate: "2026-05-31", audience: "students who love gaming" };
    const generated = await this.ok<SetupGenerateResponse>("POST", "/setup/generate", { item_id: null, settings });
    const started = await this.ok<StartResponse>("POST", "/simulations/start", {
      item_id: generated.item_id,
      ...settings,
      scale: input.scale,
      setup: { categories: generated.categories },
      images: input.images,
    });
    return { itemId: generated.item_id, jobId: started.job_id };
  }

  /** Reads the job's event stream until it ends (on Ready or Error) and returns the last state. */
  async finalState(jobId: string, timeoutMs = 120_000): Promise<SimulationEvent> {
    const response = await fetch(`${this.baseUrl}/api/v1/simulations/${jobId}/events`, {
      headers: { authorization: `Bearer ${this.token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`events of ${jobId}: ${response.status} ${await response.text()}`);
    const data = (await response.text())
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .map((line) => line.slice(5).trim());
    const last = data[data.length - 1];
    if (!last) throw new Error(`events of ${jobId}: the stream ended without a state`);
    return JSON.parse(last) as SimulationEvent;
  }
}
