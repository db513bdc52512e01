import { CAMPAIGN_LIST_REFETCH_MS, isAdmin, LOCAL_DRAFT_KEY, MESSAGES } from "@adsight/shared";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator, useSubmit } from "@remix-run/react";
import { useEffect, type MouseEvent } from "react";
import { z } from "zod";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Pagination } from "~/components/pagination";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { LocalTime } from "~/components/ui/local-time";
import { StatusBadge } from "~/components/ui/status-badge";
import { campaignHref, numberNewestFirst, pageOf } from "~/utils/campaign-list";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { EngineError } from "~/utils/engine/transport.server";
import { errorToast, redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/utils/user.server";

const DeleteSchema = z.object({
  intent: z.literal("delete"),
  itemId: z.string().uuid(),
  // The list's own query string, so the page and filter survive the round trip.
  returnTo: z
    .string()
    .regex(/^\?[^/\\]*$/)
    .catch(""),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const { engine, user } = await requireUser(request);
  const admin = isAdmin(user);
  const search = new URL(request.url).searchParams;
  const [items, users] = await Promise.all([engine.items.list(), admin ? engine.users.list() : Promise.resolve([])]);

  const emailById = new Map(users.map((someone) => [someone.id, someone.email]));
  const filterEmail = admin ? (search.get("user") ?? "") : "";
  const filterId = users.find((someone) => someone.email === filterEmail)?.id;
  const shown = filterId ? items.filter((item) => item.owner_id === filterId) : items;
  const { page, pageCount, rows } = pageOf(numberNewestFirst(shown), Number(search.get("page") ?? 1));
  const pendingDelete = shown.find((item) => item.id === search.get("delete"));

  return json({
    admin,
    filterEmail: filterId ? filterEmail : "",
    userEmails: users.map((someone) => someone.email).sort(),
    page,
    pageCount,
    total: shown.length,
    campaigns: rows.map((item) => ({
      id: item.id,
      number: item.number,
      title: item.title,
      status: item.status,
      setupTimestamp: item.setupTimestamp,
      ownerEmail: item.owner_email ?? emailById.get(item.owner_id) ?? "",
      href: campaignHref(item),
    })),
    pendingDelete: pendingDelete ? { id: pendingDelete.id, title: pendingDelete.title } : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { engine } = await requireUser(request);
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await formDataWithCsrf(request)));
  if (!parsed.success) throw new Response("Unknown or malformed request", { status: 400 });
  const back = `/app${parsed.data.returnTo}`;
  try {
    await engine.items.remove(parsed.data.itemId);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return redirectWithToast(back, errorToast(error));
  }
  return redirectWithToast(back, { type: "success", message: MESSAGES.campaignDeleted });
}

/** With JavaScript the list refetches itself while the tab is visible; without it, it is a normal page. */
function useRefetch(intervalMs: number) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && !busy) revalidator.revalidate();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [busy, intervalMs, revalidator]);
}

export default function CampaignListRoute() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  useRefetch(CAMPAIGN_LIST_REFETCH_MS);

  const search = new URLSearchParams(location.search);
  search.delete("delete");
  const returnTo = search.size > 0 ? `?${search.toString()}` : "";
  const deleteHref = (id: string) => {
    const params = new URLSearchParams(search);
    params.set("delete", id);
    return `?${params.toString()}`;
  };
  const openRow = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if ((event.target as HTMLElement).closest("a, button, input, select, form")) return;
    navigate(href);
  };

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Campaigns</h1>
        <ButtonLink to="/app/new" onClick={() => window.localStorage.removeItem(LOCAL_DRAFT_KEY)}>
          New Campaign
        </ButtonLink>
      </div>

      {data.admin ? <UserFilter emails={data.userEmails} selected={data.filterEmail} /> : null}

      <div className="mt-6">
        {data.pendingDelete ? (
          <ConfirmDelete
            title={`Delete campaign “${data.pendingDelete.title}”?`}
            body="The campaign and its results will be removed. This cannot be undone."
            confirmLabel="Delete campaign"
            fields={{ itemId: data.pendingDelete.id, returnTo }}
            cancelTo={returnTo || "/app"}
          />
        ) : null}

        {data.total === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
            <h2 className="text-base font-semibold text-gray-900">No campaigns yet</h2>
            <p className="mt-1 text-sm text-gray-600">Start one to see how your audience responds to your creatives.</p>
          </div>
        ) : (
          <>
            <CampaignTable campaigns={data.campaigns} admin={data.admin} deleteHref={deleteHref} openRow={openRow} />
            <CampaignCards campaigns={data.campaigns} admin={data.admin} deleteHref={deleteHref} />
          </>
        )}
        <Pagination page={data.page} pageCount={data.pageCount} search={search} />
      </div>
    </div>
  );
}

type CampaignRow = ReturnType<typeof useLoaderData<typeof loader>>["campaigns"][number];

interface CampaignViewProps {
  campaigns: CampaignRow[];
  admin: boolean;
  deleteHref: (id: string) => string;
}

/** Edit, Result and Delete for one campaign, labelled with its name so each is distinct to a screen reader. */
function CampaignActions({ campaign, deleteHref }: { campaign: CampaignRow; deleteHref: (id: string) => string }) {
  return (
    <>
      <Link
        to={`/app/new?itemId=${campaign.id}`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        aria-label={`Edit ${campaign.title}`}
      >
        Edit
      </Link>
      <Link
        to={`/app/${campaign.id}`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        aria-label={`Result of ${campaign.title}`}
      >
        Result
      </Link>
      <Link to={deleteHref(campaign.id)} className={buttonClass({ variant: "danger", size: "sm" })} aria-label={`Delete ${campaign.title}`}>
        Delete
      </Link>
    </>
  );
}

/** Wide screens (the side menu beside it included): a table that fits without sideways scrolling. */
function CampaignTable({
  campaigns,
  admin,
  deleteHref,
  openRow,
}: CampaignViewProps & { openRow: (event: MouseEvent<HTMLTableRowElement>, href: string) => void }) {
  return (
    <div className="hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200 xl:block">
      <table className="w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Your campaigns, newest first</caption>
        <thead className="bg-gray-50 text-start text-xs font-semibold uppercase tracking-wide text-gray-600">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              #
            </th>
            {admin ? (
              <th scope="col" className="px-4 py-3 text-start">
                User
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3 text-start">
              Name
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              Setting Up Date
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {campaigns.map((campaign) => (
            <tr key={campaign.id} onClick={(event) => openRow(event, campaign.href)} className="cursor-pointer hover:bg-gray-50">
              <td className="px-4 py-3 tabular-nums text-gray-700">{campaign.number}</td>
              {admin ? <td className="max-w-[16rem] px-4 py-3 text-gray-700 [overflow-wrap:anywhere]">{campaign.ownerEmail}</td> : null}
              <td className="px-4 py-3 font-medium text-gray-900 [overflow-wrap:anywhere]">
                <Link to={campaign.href} className="hover:text-brand-700">
                  {campaign.title}
                </Link>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={campaign.status} />
              </td>
              <td className="px-4 py-3 tabular-nums text-gray-700">
                <LocalTime epochSeconds={campaign.setupTimestamp} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-end">
                <div className="inline-flex gap-2">
                  <CampaignActions campaign={campaign} deleteHref={deleteHref} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and narrow windows: one card per campaign, stacked, instead of a table that scrolls sideways. */
function CampaignCards({ campaigns, admin, deleteHref }: CampaignViewProps) {
  return (
    <ul aria-label="Your campaigns, newest first" className="grid gap-3 md:grid-cols-2 xl:hidden">
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium text-gray-900 [overflow-wrap:anywhere]">
              <span className="me-2 tabular-nums text-gray-600">
                <span className="sr-only">Number </span>
                {campaign.number}
              </span>
              <Link to={campaign.href} className="hover:text-brand-700">
                {campaign.title}
              </Link>
            </p>
            <StatusBadge status={campaign.status} />
          </div>
          <dl className="grid gap-1 text-sm text-gray-700">
            {admin ? (
              <div className="flex gap-2">
                <dt className="text-gray-600">User</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{campaign.ownerEmail}</dd>
              </div>
            ) : null}
            <div className="flex gap-2">
              <dt className="text-gray-600">Setting Up Date</dt>
              <dd className="tabular-nums">
                <LocalTime epochSeconds={campaign.setupTimestamp} />
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <CampaignActions campaign={campaign} deleteHref={deleteHref} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function UserFilter({ emails, selected }: { emails: string[]; selected: string }) {
  const submit = useSubmit();
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" onChange={(event) => submit(event.currentTarget)}>
      <div>
        <label htmlFor="user-filter" className="block text-sm font-medium text-gray-900">
          User
        </label>
        <select id="user-filter" name="user" defaultValue={selected} className={`${inputClass} mt-1.5 min-w-64 pe-10`}>
          <option value="">All users</option>
          {emails.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        Filter
      </button>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Campaigns | AdSight" }];
