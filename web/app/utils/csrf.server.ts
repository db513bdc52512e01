import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { env } from "./env.server";
import { readFormData } from "./form-body.server";

const cookie = createCookie("csrf", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: env.SESSION_COOKIE_SECURE === "true",
  secrets: [env.SESSION_SECRET],
});

export const csrf = new CSRF({ cookie, secret: env.SESSION_SECRET });

export async function formDataWithCsrf(request: Request): Promise<FormData> {
  const formData = await readFormData(request);
  await checkCsrf(formData, request);
  return formData;
}

// For a form read some other way (a multipart upload parsed as a stream).
export async function checkCsrf(formData: FormData, request: Request): Promise<void> {
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("The form expired or came from elsewhere. Reload the page and try again.", { status: 403 });
    }
    throw error;
  }
}
