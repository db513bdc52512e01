import { describe, expect, it } from "vitest";
import { AppConfig, loadConfig } from "#src/config/config";
import { addressClass } from "./address-policy";
import { WebhookUrlPolicy } from "./webhook-url.policy";

const policy = (allowLoopbackHttp: boolean) =>
  new WebhookUrlPolicy(
    new AppConfig(
      loadConfig({ DATABASE_URL: "postgres://localhost/x", NODE_ENV: "test", WEBHOOK_ALLOW_LOOPBACK_HTTP: String(allowLoopbackHttp) }),
    ),
  );

describe("address classes", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["172.31.255.255", "private"],
    ["192.168.0.1", "private"],
    ["100.64.0.1", "private"],
    ["fd12:3456::1", "private"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["8.8.8.8", null],
    ["172.32.0.1", null],
    ["2606:4700:4700::1111", null],
  ])("%s is %s", (address, expected) => {
    expect(addressClass(address)).toBe(expected);
  });
});

describe("webhook URLs", () => {
  it("in production's setting, refuses every address class, loopback included, and anything but https", async () => {
    const strict = policy(false);
    for (const url of [
      "https://127.0.0.1/h",
      "https://localhost/h",
      "https://[::1]/h",
      "https://10.0.0.1/h",
      "https://192.168.1.1/h",
      "https://172.16.0.1/h",
      "https://169.254.169.254/h",
      "https://[fe80::1]/h",
      "https://[fd00:ec2::254]/h",
      "https://0.0.0.0/h",
    ]) {
      expect([url, await strict.problem(url)]).toEqual([url, "Webhook URLs must reach a public internet address"]);
    }
    expect(await strict.problem("http://8.8.8.8/h")).toBe("Webhook URLs must use https");
    expect(await strict.problem("http://127.0.0.1:9/h")).toBe("Webhook URLs must use https");
    expect(await strict.problem("https://u:p@8.8.8.8/h")).toBe("Webhook URLs may not carry a user name or password");
    expect(await strict.problem("not a url")).toBe("Enter a full URL, such as https://example.com/hooks/adsight");
    expect(await strict.problem("https://8.8.8.8/h")).toBeNull();
  });

  it("with the switch, allows http to loopback only", async () => {
    const local = policy(true);
    expect(await local.problem("http://127.0.0.1:9/h")).toBeNull();
    expect(await local.problem("http://10.0.0.1/h")).toBe("Webhook URLs must reach a public internet address");
    expect(await local.problem("https://169.254.169.254/h")).toBe("Webhook URLs must reach a public internet address");
  });

  it("the switch is refused in production", () => {
    expect(() =>
      loadConfig({
        DATABASE_URL: "postgres://localhost/x",
        NODE_ENV: "production",
        SECRET_KEY: "x".repeat(32),
        WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
      }),
    ).toThrow(/WEBHOOK_ALLOW_LOOPBACK_HTTP: not allowed when NODE_ENV=production/);
  });
});
