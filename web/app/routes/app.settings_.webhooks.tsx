import {
  formatSetupTime,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  WebhookEndpointCreateSchema,
} from "@adsight/shared";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { formDataWithCsrf } from "~/utils/csrf.server";
import type { Engine } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { replyWithEngineError } from "~/utils/form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/utils/user.server";

// None ticked is an error here, not the API's default of all.
const CreateSchema = WebhookEndpointCreateSchema.extend({
  events: z.array(z.enum(WEBHOOK_EVENTS), { required_error: WEBHOOK_MESSAGES.noEvents }).min(1, WEBHOOK_MESSAGES.noEvents),
});
const EndpointSchema = z.object({ endpointId: z.string().uuid() });
const ToggleSchema = EndpointSchema.extend({ enabled: z.enum(["true", "false"]) });

const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  "simulation.ready": "Simulation ready",
  "simulation.error": "Simulation error",
  "recommendations.ready": "Recommendations ready",
  "recommendations.error": "Recommendations error",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { engine } = await requireUser(request, context);
  const endpoints = (await engine.webhooks.list()).data;
  // At most WEBHOOK_MAX_ENDPOINTS endpoints, each with its last 50 attempts.
  const deliveries = await Promise.all(endpoints.map(async (endpoint) => (await engine.webhooks.deliveries(endpoint.id)).data));
  return json({ endpoints: endpoints.map((endpoint, index) => ({ ...endpoint, deliveries: deliveries[index] ?? [] })) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { engine } = await requireUser(request, context);
  const formData = await formDataWithCsrf(request);
  const intent = formData.get("intent");
  if (intent === "create") return create(engine, formData);
  const parsed = (intent === "toggle" ? ToggleSchema : EndpointSchema).safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Response("Unknown or malformed request", { status: 400 });
  const id = parsed.data.endpointId;
  try {
    if (intent === "toggle" && "enabled" in parsed.data) {
      await engine.webhooks.update(id, { enabled: parsed.data.enabled === "true" });
      return redirectWithToast("/app/settings/webhooks", {
        type: "success",
        message: parsed.data.enabled === "true" ? "Endpoint enabled" : "Endpoint disabled",
      });
    }
    if (intent === "test") {
      await engine.webhooks.test(id);
      return redirectWithToast("/app/settings/webhooks", { type: "success", message: WEBHOOK_MESSAGES.testQueued });
    }
    if (intent === "delete") {
      await engine.webhooks.remove(id);
      return redirectWithToast("/app/settings/webhooks", { type: "success", message: WEBHOOK_MESSAGES.deleted });
    }
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return redirectWithToast("/app/settings/webhooks", { type: "error", message: error.message });
  }
  throw new Response("Unknown or malformed request", { status: 400 });
}

// Answered in place, not redirected: the signing secret is shown on this one page and never again.
async function create(engine: Engine, formData: FormData) {
  const submission = parseWithZod(formData, { schema: CreateSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const created: WebhookEndpointCreated = await engine.webhooks.create(submission.value);
    return json({ result: submission.reply({ resetForm: true }), created });
  } catch (error) {
    return json({ result: replyWithEngineError(submission, error, ["url", "events"]) }, { status: 400 });
  }
}

export default function WebhooksRoute() {
  const { endpoints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const created = actionData && "created" in actionData ? (actionData.created as WebhookEndpointCreated) : undefined;
  const [form, fields] = useForm({
    id: "webhook-form",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { events: [...WEBHOOK_EVENTS] },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateSchema }),
  });
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to="/app/settings" className="text-indigo-700 underline">
          ← User Settings
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-gray-900">Webhooks</h1>
      <p className="mt-1 text-sm text-gray-600">
        When a simulation ends, AdSight POSTs a signed JSON event to your endpoints and retries for about a day until one answers 2xx. Check
        the <code>AdSight-Signature</code> header with the endpoint&apos;s secret.
      </p>
      {created ? (
        <div role="status" className="mt-4 rounded-md bg-green-50 p-4 ring-1 ring-green-200">
          <p className="text-sm font-medium text-green-900">Copy the signing secret now: it is not shown again.</p>
          <label htmlFor="new-webhook-secret" className="mt-2 block text-sm font-medium text-gray-700">
            Signing secret for {created.url}
          </label>
          <input id="new-webhook-secret" readOnly value={created.secret} className={`${inputClass} mt-1 font-mono`} />
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="create" />
        <Field
          label="Endpoint URL"
          inputProps={{ ...getInputProps(fields.url, { type: "url" }), placeholder: "https://example.com/hooks/adsight" }}
          errors={fields.url.errors}
          errorId={fields.url.errorId}
        />
        <fieldset className="mt-2" aria-describedby={fields.events.errors ? fields.events.errorId : undefined}>
          <legend className="text-sm font-medium text-gray-700">Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="mt-1 flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                name={fields.events.name}
                value={event}
                defaultChecked={(fields.events.initialValue as string[] | undefined)?.includes(event) ?? true}
              />
              {EVENT_LABELS[event]} <code className="text-xs text-gray-500">{event}</code>
            </label>
          ))}
          {fields.events.errors ? (
            <p id={fields.events.errorId} className="mt-1 text-sm text-red-700">
              {fields.events.errors[0]}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" className="mt-4">
          Add endpoint
        </Button>
      </Form>
      {endpoints.length === 0 ? (
        <p className="mt-6 text-sm text-gray-600">No webhook endpoints yet.</p>
      ) : (
        endpoints.map((endpoint) => <Endpoint key={endpoint.id} endpoint={endpoint} deliveries={endpoint.deliveries} />)
      )}
    </div>
  );
}

function EndpointAction({
  id,
  intent,
  label,
  children,
  extra,
}: {
  id: string;
  intent: string;
  label: string;
  children: string;
  extra?: [string, string];
}) {
  return (
    <Form method="post">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="endpointId" value={id} />
      {extra ? <input type="hidden" name={extra[0]} value={extra[1]} /> : null}
      <Button type="submit" size="sm" variant={intent === "delete" ? "danger" : undefined} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

function Endpoint({ endpoint, deliveries }: { endpoint: WebhookEndpoint; deliveries: WebhookDelivery[] }) {
  return (
    <section aria-label={`Endpoint ${endpoint.url}`} className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 className="break-all font-mono text-sm font-semibold text-gray-900">{endpoint.url}</h2>
      <p className="mt-1 text-sm text-gray-600">
        {endpoint.enabled ? "Enabled" : "Disabled"} · {endpoint.events.join(", ")}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <EndpointAction id={endpoint.id} intent="test" label={`Send test event to ${endpoint.url}`}>
          Send test event
        </EndpointAction>
        <EndpointAction
          id={endpoint.id}
          intent="toggle"
          label={`${endpoint.enabled ? "Disable" : "Enable"} ${endpoint.url}`}
          extra={["enabled", endpoint.enabled ? "false" : "true"]}
        >
          {endpoint.enabled ? "Disable" : "Enable"}
        </EndpointAction>
        <EndpointAction id={endpoint.id} intent="delete" label={`Delete ${endpoint.url}`}>
          Delete
        </EndpointAction>
      </div>
      {deliveries.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">No deliveries yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Last deliveries to {endpoint.url}</caption>
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Time
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Event
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  HTTP status
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Duration
                </th>
                <th scope="col" className="py-2 font-medium">
                  Attempt
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {deliveries.map((delivery) => (
                <tr key={`${delivery.event_id}-${delivery.attempt}-${delivery.created_at}`}>
                  <td className="py-2 pr-3 text-gray-700">{formatSetupTime(Date.parse(delivery.created_at) / 1000)}</td>
                  <td className="py-2 pr-3 font-mono text-gray-900">{delivery.event}</td>
                  <td className="py-2 pr-3 text-gray-900" title={delivery.error ?? undefined}>
                    {delivery.http_status ?? (delivery.error ? `— (${delivery.error})` : "—")}
                  </td>
                  <td className="py-2 pr-3 tabular-nums text-gray-700">{delivery.duration_ms} ms</td>
                  <td className="py-2 tabular-nums text-gray-700">{delivery.attempt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Webhooks | AdSight" }];
