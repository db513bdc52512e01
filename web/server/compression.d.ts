// @types/compression types against the newest Express (the engine's 5), which this server's Express 4 cannot take.
declare module "compression" {
  import type { RequestHandler } from "express";

  export default function compression(): RequestHandler;
}
