import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from "@nestjs/common";
import { ThrottlerException } from "@nestjs/throttler";
import type { Response } from "express";

interface ErrorBody {
  detail: unknown;
  code?: unknown;
}

export function errorBody(exception: HttpException): ErrorBody {
  const response = exception.getResponse();
  if (typeof response === "string") return { detail: response };
  if (response && typeof response === "object") {
    if ("detail" in response) return "code" in response ? { detail: response.detail, code: response.code } : { detail: response.detail };
    if ("message" in response) {
      const { message } = response;
      return { detail: Array.isArray(message) ? message.join("; ") : message };
    }
  }
  return { detail: exception.message };
}

// Never a stack trace: anything not an HttpException is a bug on our side, logged in full and answered with a bare 500.
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger("HttpError");

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;
    let body: ErrorBody = { detail: "Internal Server Error" };
    if (exception instanceof ThrottlerException) {
      status = HttpStatus.TOO_MANY_REQUESTS;
      body = { detail: "Too many attempts, please try again later" };
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      body = errorBody(exception);
    }
    if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json(body);
  }
}
