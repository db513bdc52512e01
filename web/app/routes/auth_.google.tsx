import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { publicEngineFor } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-body.server";
import { signIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

function cookieValue(request: Request, name: string): string | undefined {
  const pair = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

// Google's own double-submit token stands in for our CSRF token here.
export async function action({ request }: ActionFunctionArgs) {
  if (!env.GOOGLE_CLIENT_ID) throw new Response("Not found", { status: 404 });
  const formData = await readFormData(request);
  const credential = formData.get("credential");
  const bodyToken = formData.get("g_csrf_token");
  if (
    typeof credential !== "string" ||
    !credential ||
    typeof bodyToken !== "string" ||
    bodyToken !== cookieValue(request, "g_csrf_token")
  ) {
    throw new Response("The Google sign-in could not be verified. Try again.", { status: 400 });
  }
  try {
    const token = await publicEngineFor(request).auth.loginWithGoogle(credential);
    return await signIn(request, token.access_token);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return redirectWithToast("/auth", { type: "error", message: error.message });
  }
}

export function loader() {
  return redirect("/auth");
}
