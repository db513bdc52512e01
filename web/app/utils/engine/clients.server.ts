import { apiKeysClient } from "./api-keys.server";
import { authClient } from "./auth.server";
import { draftsClient } from "./drafts.server";
import { filesClient } from "./files.server";
import { itemsClient } from "./items.server";
import { locationsClient } from "./locations.server";
import { recommendationsClient } from "./recommendations.server";
import { setupClient } from "./setup.server";
import { simulationsClient } from "./simulations.server";
import { connect, connectPublic } from "./transport.server";
import { usersClient } from "./users.server";
import { webhooksClient } from "./webhooks.server";

// A rejected token ends the session and sends the browser to /auth.
export async function engineFor(request: Request) {
  const engine = await connect(request);
  return {
    users: usersClient(engine),
    apiKeys: apiKeysClient(engine),
    items: itemsClient(engine),
    drafts: draftsClient(engine),
    setup: setupClient(engine),
    locations: locationsClient(engine),
    simulations: simulationsClient(engine),
    recommendations: recommendationsClient(engine),
    files: filesClient(engine),
    webhooks: webhooksClient(engine),
  };
}

export type Engine = Awaited<ReturnType<typeof engineFor>>;

export function publicEngineFor(request: Request) {
  return { auth: authClient(connectPublic(request)) };
}
