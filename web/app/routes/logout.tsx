import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { signOut } from "~/utils/session.server";

export async function action({ request }: ActionFunctionArgs) {
  await formDataWithCsrf(request);
  return signOut(request);
}

// Log Out is a POST; a typed-in /logout just goes home.
export function loader() {
  return redirect("/");
}
