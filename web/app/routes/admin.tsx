import { ROLE_SELECT_VALUES, type UserPublic } from "@adsight/shared";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { AppShell } from "~/components/app-shell";
import { ConfirmDelete } from "~/components/confirm-delete";
import { ErrorPage } from "~/components/error-page";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { EngineError } from "~/utils/engine/transport.server";
import { errorToast, redirectWithToast } from "~/utils/toast.server";
import { requireAdmin } from "~/utils/user.server";

const SaveSchema = z.object({
  intent: z.literal("save"),
  userId: z.string().uuid(),
  role: z.enum(ROLE_SELECT_VALUES).optional(),
  is_active: z.literal("on").optional(),
  credits_left: z.coerce
    .number({ invalid_type_error: "Credits must be a number" })
    .int("Credits must be a whole number")
    .min(0, "Credits cannot be negative")
    .max(1_000_000_000, "Credits must be at most 1000000000"),
});
const DeleteSchema = z.object({ intent: z.literal("delete"), userId: z.string().uuid() });
const ActionSchema = z.discriminatedUnion("intent", [SaveSchema, DeleteSchema]);

type UserType = "owner" | "admin" | "user";
const typeOf = (user: Pick<UserPublic, "is_owner" | "is_superuser">): UserType =>
  user.is_owner ? "owner" : user.is_superuser ? "admin" : "user";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { engine, user: me } = await requireAdmin(request, context);
  const users = await engine.users.list();
  const order: Record<UserType, number> = { owner: 0, admin: 1, user: 2 };
  users.sort((a, b) => order[typeOf(a)] - order[typeOf(b)] || a.email.localeCompare(b.email));
  const pendingDelete = users.find((someone) => someone.id === new URL(request.url).searchParams.get("delete"));
  return json({
    me,
    users: users.map((someone) => ({
      id: someone.id,
      email: someone.email,
      full_name: someone.full_name,
      type: typeOf(someone),
      is_active: someone.is_active,
      credits_left: someone.credits_left,
      isMe: someone.id === me.id,
    })),
    pendingDelete: pendingDelete && !pendingDelete.is_owner ? { id: pendingDelete.id, email: pendingDelete.email } : null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { engine } = await requireAdmin(request, context);
  const parsed = ActionSchema.safeParse(Object.fromEntries(await formDataWithCsrf(request)));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid request";
    return redirectWithToast("/admin", { type: "error", message }, { status: 303 });
  }
  try {
    if (parsed.data.intent === "delete") {
      await engine.users.remove(parsed.data.userId);
      return await redirectWithToast("/admin", { type: "success", message: "User deleted" });
    }
    const { userId, role, is_active, credits_left } = parsed.data;
    const target = await engine.users.get(userId);
    // The owner's superuser flag never changes; the active toggle is not offered for owners and superusers.
    await engine.users.update(userId, {
      credits_left,
      ...(target.is_owner || !role ? {} : { is_superuser: role === "admin" }),
      ...(target.is_owner || target.is_superuser ? {} : { is_active: is_active === "on" }),
    });
    return await redirectWithToast("/admin", { type: "success", message: `Saved ${target.email}` });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return redirectWithToast("/admin", errorToast(error));
  }
}

export default function AdminRoute() {
  const { me, users, pendingDelete } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busyUser = navigation.state === "submitting" ? navigation.formData?.get("userId") : null;
  return (
    <AppShell user={me}>
      <div className="mx-auto max-w-6xl">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Users</h1>
        <p className="mt-1 text-sm text-gray-700">Change a user&apos;s type, activity and credits, then save the row.</p>
        <div className="mt-6">
          {pendingDelete ? (
            <ConfirmDelete
              title={`Delete user ${pendingDelete.email}?`}
              body="The account and all of its campaigns will be removed. This cannot be undone."
              confirmLabel="Delete user"
              fields={{ userId: pendingDelete.id }}
              cancelTo="/admin"
            />
          ) : null}
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <caption className="sr-only">All users</caption>
              <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start">
                    User
                  </th>
                  <th scope="col" className="px-4 py-3 text-start">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3 text-start">
                    Active
                  </th>
                  <th scope="col" className="px-4 py-3 text-start">
                    Credits
                  </th>
                  <th scope="col" className="px-4 py-3 text-end">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {users.map((user) => {
                  const formId = `user-${user.id}`;
                  const toggleLocked = user.type !== "user";
                  return (
                    <tr key={user.id} data-email={user.email}>
                      <th scope="row" className="px-4 py-3 text-start font-normal">
                        <span className="block font-medium text-gray-900">{user.email}</span>
                        <span className="block text-gray-600">
                          {user.full_name || "User"}
                          {user.isMe ? " (you)" : ""}
                        </span>
                      </th>
                      <td className="px-4 py-3">
                        {user.type === "owner" ? (
                          <span className="font-semibold text-gray-900">Owner</span>
                        ) : (
                          <select
                            name="role"
                            form={formId}
                            defaultValue={user.type}
                            aria-label={`Type of ${user.email}`}
                            className={`${inputClass} min-w-[7rem] pe-8`}
                          >
                            {ROLE_SELECT_VALUES.map((role) => (
                              <option key={role} value={role}>
                                {role}
                              </option>
                            ))}
                          </select>
                        )}
                      </td>
                      <td className="px-4 py-3">
                        <input
                          type="checkbox"
                          name="is_active"
                          form={formId}
                          defaultChecked={user.is_active}
                          disabled={toggleLocked}
                          aria-label={`${user.email} is active`}
                          className="h-5 w-5 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed"
                        />
                      </td>
                      <td className="px-4 py-3">
                        <input
                          type="number"
                          name="credits_left"
                          form={formId}
                          min={0}
                          step={1}
                          inputMode="numeric"
                          required
                          defaultValue={user.credits_left}
                          aria-label={`Credits of ${user.email}`}
                          className={`${inputClass} min-w-[7rem]`}
                        />
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-end">
                        <Form method="post" id={formId} className="inline-flex gap-2">
                          <AuthenticityTokenInput />
                          <input type="hidden" name="userId" value={user.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="save"
                            size="sm"
                            disabled={busyUser === user.id}
                            aria-label={`Save ${user.email}`}
                          >
                            Save
                          </Button>
                          {user.type === "owner" || user.isMe ? null : (
                            <Link
                              to={`?delete=${user.id}`}
                              className={buttonClass({ variant: "danger", size: "sm" })}
                              aria-label={`Delete ${user.email}`}
                            >
                              Delete
                            </Link>
                          )}
                        </Form>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </AppShell>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin | AdSight" }];

export function ErrorBoundary() {
  return <ErrorPage />;
}
