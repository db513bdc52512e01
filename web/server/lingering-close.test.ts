import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { lingeringCloseOnRefusal } from "./lingering-close.js";

const MB = 1024 * 1024;

// Refuses any body over 1 MB as the app's form reader does: answers 413 with Connection: close, the rest unread.
function refusingServer(linger: boolean): Promise<Server> {
  const app = express();
  if (linger) app.use(lingeringCloseOnRefusal());
  app.post("/", (request, response) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MB) return;
      request.off("data", onData);
      request.pause();
      response.status(413).set("Connection", "close").type("text/plain").send("too large");
    };
    request.on("data", onData);
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
}

interface Exchange {
  answer: string;
  /** What the socket reported when the client went on sending after the answer: null when nothing went wrong. */
  errorAfterAnswer: string | null;
}

// Sends a 100 MB upload's first 4 MB, reads the answer, then sends 2 MB more as a client that has not yet noticed.
function uploadOnRawSocket(server: Server): Promise<Exchange> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let answer = "";
    let errorAfterAnswer: string | null = null;
    socket.on("error", (error: NodeJS.ErrnoException) => (errorAfterAnswer = error.code ?? error.message));
    socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${100 * MB}\r\n\r\n`);
    socket.write(Buffer.alloc(4 * MB, "a"));
    socket.on("data", (data) => (answer += data.toString()));
    socket.once("end", () => {
      socket.write(Buffer.alloc(2 * MB, "a"));
      setTimeout(() => {
        socket.destroy();
        resolve({ answer, errorAfterAnswer });
      }, 300);
    });
  });
}

describe("lingering close of a refused upload", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it("keeps the connection open after the 413, so a client still sending is not reset before it reads the answer", async () => {
    server = await refusingServer(true);
    const { answer, errorAfterAnswer } = await uploadOnRawSocket(server);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("too large");
    expect(errorAfterAnswer).toBeNull();
  });

  it("(without it, Node resets the connection under a client that is still sending)", async () => {
    server = await refusingServer(false);
    const { answer, errorAfterAnswer } = await uploadOnRawSocket(server);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(errorAfterAnswer).toMatch(/ECONNRESET|EPIPE/);
  });
});
