import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runningPid } from "./embedded-postgres";

describe("runningPid", () => {
  it("names the live PostgreSQL holding the data folder, and no other process or a dead one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pidfile-"));
    const file = path.join(dir, "postmaster.pid");
    const holder = spawn("bash", ["-c", "exec -a postgres sleep 30"]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      writeFileSync(file, `${holder.pid}\n/data\n`);
      expect(runningPid(file)).toBe(holder.pid);
      writeFileSync(file, `${process.pid}\n`);
      expect(runningPid(file)).toBeNull();
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once("exit", resolve));
    writeFileSync(file, `${holder.pid}\n`);
    expect(runningPid(file)).toBeNull();
    expect(runningPid(path.join(dir, "none.pid"))).toBeNull();
  });
});
