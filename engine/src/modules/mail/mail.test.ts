import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient, createUser, login, startTestApp, type TestApp } from "#test/support/index";

/** A minimal SMTP server that accepts every message and keeps its raw text. */
async function startSmtpSink(): Promise<{ port: number; messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    socket.setEncoding("utf8");
    let buffer = "";
    let data: string[] | undefined;
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            messages.push(data.join("\n"));
            data = undefined;
            socket.write("250 OK\r\n");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "DATA") {
          data = [];
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") socket.end("221 Bye\r\n");
        else socket.write(verb === "EHLO" || verb === "HELO" ? "250 sink\r\n" : "250 OK\r\n");
      }
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return { port: (server.address() as { port: number }).port, messages, server };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link back out of a message. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), SMTP_TLS: "false", PUBLIC_URL: "https://adsight.example.com" },
  });
});
afterAll(async () => {
  await app?.close();
  sink?.server.close();
});

it("mails a working reset link over SMTP, and nothing for unknown addresses", async () => {
  const api = apiClient(app.apiUrl);
  const user = await createUser(app.apiUrl);
  expect((await api("POST", "/password-recovery/nobody@example.com")).status).toBe(200);
  expect(sink.messages).toHaveLength(0);

  expect((await api("POST", `/password-recovery/${user.email}`)).status).toBe(200);
  expect(sink.messages).toHaveLength(1);
  const message = decodeQuotedPrintable(sink.messages[0] ?? "");
  expect(message).toContain(`To: ${user.email}`);
  expect(message).toMatch(/Subject: AdSight - Password recovery for user/);
  const token = /https:\/\/adsight\.example\.com\/auth\/reset\?token=([\w.%-]+)/.exec(message)?.[1];
  expect(token).toBeDefined();

  const reset = await api("POST", "/reset-password/", {
    json: { token: decodeURIComponent(token ?? ""), new_password: "mailed-new-pass" },
  });
  expect(reset.status).toBe(200);
  expect(await login(app.apiUrl, user.email, "mailed-new-pass")).toEqual(expect.any(String));
});
