import { describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "./log-redaction.js";

const hidden = encodeURIComponent(REDACTED);

describe("redactUrl", () => {
  it("keeps the rest of a URL and replaces credential parameters", () => {
    expect(redactUrl("/api/v1/simulations/images/1?token=abc&size=2")).toBe(`/api/v1/simulations/images/1?token=${hidden}&size=2`);
    expect(redactUrl("/a?ACCESS_TOKEN=abc")).toBe(`/a?ACCESS_TOKEN=${hidden}`);
    expect(redactUrl("/auth/reset?token=abc.def&token=again")).toBe(`/auth/reset?token=${hidden}&token=${hidden}`);
    expect(redactUrl("/a?page=1")).toBe("/a?page=1");
    expect(redactUrl("/a")).toBe("/a");
  });

  it("recognises an encoded parameter name and keeps what it cannot decode", () => {
    expect(redactUrl("/a?tok%65n=abc&q=%E0")).toBe(`/a?tok%65n=${hidden}&q=%E0`);
    expect(redactUrl("/a?%E0=1&password")).toBe(`/a?%E0=1&password=${hidden}`);
  });
});
