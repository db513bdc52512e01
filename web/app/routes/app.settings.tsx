import { type ApiKeyCreated, type ApiKeyPublic, ApiKeyCreateSchema, PasswordSchema, SETTINGS_CREDITS_DEFAULT } from "@adsight/shared";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { FormAlert } from "~/components/auth-layout";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { LocalTime } from "~/components/ui/local-time";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { type Engine, publicEngineFor } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { replyWithEngineError } from "~/utils/form.server";
import { sessionCookieWith } from "~/utils/session.server";
import { errorToast, redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/utils/user.server";

const SettingsSchema = z
  .object({
    full_name: z.string().trim().max(255, "Name must be at most 255 characters").optional(),
    current_password: z.string().optional(),
    new_password: PasswordSchema.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.new_password && !form.current_password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["current_password"], message: "Current password is required" });
    }
  });

const RevokeSchema = z.object({ keyId: z.string().uuid() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { engine, user } = await requireUser(request, context);
  const keys = await engine.apiKeys.list();
  return json({
    user: { full_name: user.full_name ?? "", credits_left: user.credits_left ?? SETTINGS_CREDITS_DEFAULT },
    apiKeys: keys.data,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { engine, user } = await requireUser(request, context);
  const formData = await formDataWithCsrf(request);
  const intent = formData.get("intent");
  if (intent === "create-key") return createKey(engine, formData);
  if (intent === "revoke-key") return revokeKey(engine, formData);
  const submission = parseWithZod(formData, { schema: SettingsSchema });
  const hideFields = ["current_password", "new_password"];
  if (submission.status !== "success") return json({ result: submission.reply({ hideFields }) }, { status: 400 });

  const { full_name, current_password, new_password } = submission.value;
  const headers = new Headers();
  try {
    await engine.users.updateMe({ full_name: full_name || null });
    if (new_password && current_password) {
      await engine.users.updatePassword({ current_password, new_password });
      // The change ended every token issued before it, this session's too: sign in again with the new password.
      const { access_token } = await publicEngineFor(request).auth.login(user.email, new_password);
      headers.append("set-cookie", await sessionCookieWith(request, access_token));
    }
  } catch (error) {
    return json({ result: replyWithEngineError(submission, error, ["full_name", "current_password", "new_password"]) }, { status: 400 });
  }
  return redirectWithToast("/app/settings", { type: "success", message: "Settings saved" }, { headers });
}

// Answered in place, not redirected: the new key is shown on this one page and never again.
async function createKey(engine: Engine, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ApiKeyCreateSchema });
  if (submission.status !== "success") return json({ keyResult: submission.reply() }, { status: 400 });
  try {
    const created: ApiKeyCreated = await engine.apiKeys.create(submission.value.name);
    return json({ keyResult: submission.reply({ resetForm: true }), createdKey: created });
  } catch (error) {
    return json({ keyResult: replyWithEngineError(submission, error, ["name"]) }, { status: 400 });
  }
}

async function revokeKey(engine: Engine, formData: FormData) {
  const parsed = RevokeSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Response("Unknown or malformed request", { status: 400 });
  try {
    await engine.apiKeys.revoke(parsed.data.keyId);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return redirectWithToast("/app/settings", errorToast(error));
  }
  return redirectWithToast("/app/settings", { type: "success", message: "API key revoked" });
}

export default function SettingsRoute() {
  const { user, apiKeys } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "settings-form",
    lastResult: navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { full_name: user.full_name },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SettingsSchema }),
  });

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">User Settings</h1>
      <section
        aria-labelledby="credits-heading"
        className="mt-6 flex items-center justify-between rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="credits-heading" className="text-sm font-medium text-gray-700">
          Credits left
        </h2>
        <p className="text-2xl font-bold tabular-nums text-gray-900" data-testid="credits-left">
          {user.credits_left}
        </p>
      </section>
      <Form method="post" {...getFormProps(form)} className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <AuthenticityTokenInput />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="space-y-1">
          <Field
            label="Name"
            inputProps={{ ...getInputProps(fields.full_name, { type: "text" }), autoComplete: "name" }}
            errors={fields.full_name.errors}
            errorId={fields.full_name.errorId}
          />
          <Field
            label="New password"
            hint="Leave empty to keep your current password."
            inputProps={{ ...getInputProps(fields.new_password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.new_password.errors}
            errorId={fields.new_password.errorId}
          />
          <Field
            label="Current password"
            hint="Needed only when you set a new password."
            inputProps={{ ...getInputProps(fields.current_password, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.current_password.errors}
            errorId={fields.current_password.errorId}
          />
        </div>
        <Button type="submit" className="mt-2" disabled={navigation.state === "submitting"}>
          Save
        </Button>
      </Form>
      <ApiKeys keys={apiKeys} />
      <p className="mt-6 text-sm">
        <Link to="/app/settings/webhooks" className="font-medium text-indigo-700 underline">
          Webhooks
        </Link>{" "}
        — be told when a simulation ends.
      </p>
    </div>
  );
}

function ApiKeys({ keys }: { keys: ApiKeyPublic[] }) {
  const actionData = useActionData<typeof action>();
  const created = actionData && "createdKey" in actionData ? (actionData.createdKey as ApiKeyCreated) : undefined;
  const [form, fields] = useForm({
    id: "api-key-form",
    lastResult: actionData && "keyResult" in actionData ? actionData.keyResult : undefined,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApiKeyCreateSchema }),
  });
  return (
    <section aria-labelledby="api-keys-heading" className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id="api-keys-heading" className="text-lg font-semibold text-gray-900">
        API keys
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        A key lets a program use the API as you: send it as <code>X-API-Key</code> or as a bearer token.
      </p>
      {created ? (
        <div role="status" className="mt-4 rounded-md bg-green-50 p-4 ring-1 ring-green-200">
          <p className="text-sm font-medium text-green-900">Copy your new key now: it is not shown again.</p>
          <label htmlFor="new-api-key" className="mt-2 block text-sm font-medium text-gray-700">
            New API key ({created.name})
          </label>
          <input id="new-api-key" readOnly value={created.key} className={`${inputClass} mt-1 font-mono`} />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="create-key" />
        <div className="flex-1">
          <Field
            label="Key name"
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), placeholder: "e.g. Reporting script" }}
            errors={fields.name.errors}
            errorId={fields.name.errorId}
          />
        </div>
        <Button type="submit" className="sm:mt-6">
          Create API key
        </Button>
      </Form>
      {keys.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">No API keys yet.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Your API keys</caption>
          <thead className="text-gray-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Name
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Key
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                Created
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                Last used
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {keys.map((key) => (
              <tr key={key.id}>
                <td className="py-2 pr-3 text-gray-900">{key.name}</td>
                <td className="py-2 pr-3 font-mono text-gray-700">{key.prefix}…</td>
                <td className="hidden py-2 pr-3 text-gray-700 sm:table-cell">
                  <LocalTime epochSeconds={Date.parse(key.created_at) / 1000} />
                </td>
                <td className="hidden py-2 pr-3 text-gray-700 sm:table-cell">
                  {key.last_used_at ? <LocalTime epochSeconds={Date.parse(key.last_used_at) / 1000} /> : "Never"}
                </td>
                <td className="py-2 text-right">
                  <Form method="post">
                    <AuthenticityTokenInput />
                    <input type="hidden" name="intent" value="revoke-key" />
                    <input type="hidden" name="keyId" value={key.id} />
                    <Button type="submit" variant="danger" size="sm" aria-label={`Revoke ${key.name}`}>
                      Revoke
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "User Settings | AdSight" }];
