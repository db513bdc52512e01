import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type {
  CampaignStatus,
  ItemPublic,
  JobResults,
  ListResponse,
  SetupGenerateResponse,
  StartResponse,
  Token,
  UserPublic,
} from "@adsight/shared";
import { createRequire } from "node:module";

// The engine's HTTP test helper, shared with its own tests. Its sources are CommonJS, which Playwright loads through
// require: an ESM import cannot see their named exports.
const { call, okBody } = createRequire(import.meta.url)(
  "../../engine/test/support/http",
) as typeof import("../../engine/test/support/http");

/** Real eye-tracking test images (800×600 JPEGs) from the shared data folder beside the repository. */
const OSIE_STIMULI = resolve(import.meta.dirname, "../../../shared/data/osie-dev/stimuli");

/** OSIE stimuli as the JPEG data URLs the start call takes. */
export async function osieImages(names: string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name) => `data:image/jpeg;base64,${(await readFile(resolve(OSIE_STIMULI, name))).toString("base64")}`),
  );
}

/** A thin client of the engine API, for tests to make and inspect their own data. */
export class EngineApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email: string, password: string): Promise<EngineApi> {
    const answer = await call<Token>(`${baseUrl}/api/v1`, "POST", "/login/access-token", { form: { username: email, password } });
    return new EngineApi(baseUrl, okBody(answer, `login as ${email}`).access_token);
  }

  as(email: string, password: string): Promise<EngineApi> {
    return EngineApi.signIn(this.baseUrl, email, password);
  }

  request<T>(method: string, path: string, json?: unknown) {
    return call<T>(`${this.baseUrl}/api/v1`, method, path, { token: this.token, json });
  }

  /** A raw file as the body, as the engine's upload routes take it. */
  async upload<T>(path: string, bytes: Buffer, contentType: string): Promise<{ status: number; body: T }> {
    const answer = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${this.token}`, "content-type": contentType },
      body: new Uint8Array(bytes),
    });
    return { status: answer.status, body: (await answer.json()) as T };
  }

  private async ok<T>(method: string, path: string, json?: unknown): Promise<T> {
    return okBody(await this.request<T>(method, path, json), `${method} ${path}`);
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
    const { status, body } = await this.request("POST", `/password-recovery-html-content/${encodeURIComponent(email)}`);
    const html = typeof body === "string" ? body : JSON.stringify(body);
    const link = /href="([^"]*\/auth\/reset\?token=[^"]+)"/.exec(html)?.[1];
    if (status !== 200 || !link) throw new Error(`no recovery link for ${email}: ${status} ${html.slice(0, 200)}`);
    return link.replaceAll("&amp;", "&");
  }

  items() {
    return this.ok<ListResponse<ItemPublic>>("GET", "/items/?limit=1000");
  }

  item(id: string) {
    return this.ok<ItemPublic>("GET", `/items/${id}`);
  }

  /**
   * Makes a campaign the way the editor does (setup generation creates it as a Draft) and starts its simulation;
   * answers the campaign's and the job's ids.
   */
  async runCampaign(input: {
    name: string;
    images: string[];
    scale: number;
    audience?: string;
  }): Promise<{ itemId: string; jobId: string }> {
    const settings = {
      name: input.name,
      location: "Paris",
      startDate: "2026-03-01",
      endDate: "2026-05-31",
      audience: input.audience ?? "young women who love fashion",
    };
    const setup = await this.ok<SetupGenerateResponse>("POST", "/setup/generate", { item_id: null, settings });
    const { job_id } = await this.ok<StartResponse>("POST", "/simulations/start", {
      item_id: setup.item_id,
      ...settings,
      images: input.images,
      scale: input.scale,
      setup: { categories: setup.categories },
    });
    return { itemId: setup.item_id, jobId: job_id };
  }

  job(jobId: string) {
    return this.ok<JobResults>("GET", `/simulations/${jobId}`);
  }

  /** Waits until the job has ended (Ready or Error) and answers its final state. */
  async jobEnded(jobId: string, timeoutMs = 90_000): Promise<JobResults> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.job(jobId);
      if (job.status !== "Processing") return job;
      if (Date.now() > deadline) throw new Error(`job ${jobId} still Processing after ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}
