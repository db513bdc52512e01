import { createServer } from "node:http";
import { expect, test } from "./fixtures";

test("adds a webhook endpoint with its secret shown once, sends a test event and lists the delivery", async ({
  page,
  visit,
  createUser,
  signIn,
  expectAccessible,
}) => {
  const received: string[] = [];
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push(body);
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
  try {
    const user = await createUser();
    await signIn(user);
    await visit("/app/settings");
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();

    await page.getByLabel("Endpoint URL").fill("https://10.0.0.1/hooks");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("Webhook URLs must reach a public internet address")).toBeVisible();

    await page.getByLabel("Endpoint URL").fill(url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = page.getByLabel(`Signing secret for ${url}`);
    await expect(secret).toHaveValue(/^whsec_/);
    const shown = await secret.inputValue();
    await expectAccessible();

    await visit("/app/settings/webhooks");
    await expect(page.getByLabel(`Signing secret for ${url}`)).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(shown);
    const endpoint = page.getByRole("region", { name: `Endpoint ${url}` });
    await expect(endpoint).toContainText("Enabled · simulation.ready, simulation.error");

    await endpoint.getByRole("button", { name: `Send test event to ${url}` }).click();
    await expect(page.getByRole("status")).toHaveText("Test event queued");
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(
        async () => {
          await visit("/app/settings/webhooks");
          return page
            .getByRole("region", { name: `Endpoint ${url}` })
            .getByRole("row")
            .count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    await expect(
      page
        .getByRole("region", { name: `Endpoint ${url}` })
        .getByRole("row")
        .nth(1),
    ).toContainText("webhook.test");

    await page.getByRole("button", { name: `Disable ${url}` }).click();
    await expect(page.getByRole("status")).toHaveText("Endpoint disabled");
    await expect(page.getByRole("region", { name: `Endpoint ${url}` })).toContainText("Disabled");
    await page.getByRole("button", { name: `Delete ${url}` }).click();
    await expect(page.getByRole("status")).toHaveText("Webhook endpoint deleted");
    await expect(page.getByText("No webhook endpoints yet.")).toBeVisible();
  } finally {
    await new Promise((done) => receiver.close(done));
  }
});
