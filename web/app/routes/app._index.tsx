import { CAMPAIGN_LIST_REFETCH_MS, isAdmin, LOCAL_DRAFT_KEY, MESSAGES } from "@adsight/shared";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigate, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, type MouseEvent } from "react";
import { z } from "zod";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Pagination } from "~/components/pagination";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { LocalTime } from "~/components/ui/local-time";
import { StatusBadge } from "~/components/ui/status-badge";
import { CAMPAIGNS_PER_PAGE, campaignHref, pageCountOf, requestedPage } from "~/utils/campaign-list";
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

const USER_SUGGESTIONS = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { engine, user } = await requireUser(request, context);
  const admin = isAdmin(user);
  const search = new URL(request.url).searchParams;
  // When not exact, the engine's user search also offers what the admin may have meant.
  const filterText = admin ? (search.get("user") ?? "").trim().slice(0, 255) : "";
  const matches = filterText ? (await engine.users.search(filterText, USER_SUGGESTIONS)).data : [];
  const filterUser = matches.find((someone) => someone.email.toLowerCase() === filterText.toLowerCase());

  const pageAt = (page: number) =>
    engine.items.page({ skip: (page - 1) * CAMPAIGNS_PER_PAGE, limit: CAMPAIGNS_PER_PAGE, owner_id: filterUser?.id });
  let page = requestedPage(search.get("page"));
  let list = await pageAt(page);
  const pageCount = pageCountOf(list.count);
  // A page past the end (the list shrank, or a hand-made link) shows the last one.
  if (page > pageCount) list = await pageAt((page = pageCount));

  const deleteId = z.string().uuid().safeParse(search.get("delete")).data;
  const pendingDelete = deleteId ? (list.data.find((item) => item.id === deleteId) ?? (await engine.items.get(deleteId))) : null;

  return json({
    admin,
    filterText,
    filterEmail: filterUser?.email ?? "",
    suggestions: filterUser ? [] : matches.map((someone) => someone.email),
    page,
    pageCount,
    total: list.count,
    campaigns: list.data.map((item) => ({
      id: item.id,
      number: item.number,
      title: item.title,
      status: item.status,
      setupTimestamp: item.setupTimestamp,
      ownerEmail: item.owner_email ?? "",
      href: campaignHref(item),
    })),
    pendingDelete: pendingDelete ? { id: pendingDelete.id, title: pendingDelete.title } : null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { engine } = await requireUser(request, context);
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

      {data.admin ? (
        <UserFilter text={data.filterText} found={data.filterEmail !== ""} suggestions={data.suggestions} search={search} />
      ) : null}

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
          <CampaignTable campaigns={data.campaigns} admin={data.admin} deleteHref={deleteHref} openRow={openRow} />
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

// One markup for every width (narrow screens stack each row as a card), so a page carries each campaign once.
function CampaignTable({
  campaigns,
  admin,
  deleteHref,
  openRow,
}: CampaignViewProps & { openRow: (event: MouseEvent<HTMLTableRowElement>, href: string) => void }) {
  return (
    <table className="block w-full text-sm xl:table xl:divide-y xl:divide-gray-200 xl:rounded-lg xl:bg-white xl:shadow-sm xl:ring-1 xl:ring-gray-200">
      <caption className="sr-only">Your campaigns, newest first</caption>
      <thead className="sr-only bg-gray-50 text-start text-xs font-semibold uppercase tracking-wide text-gray-600 xl:not-sr-only xl:table-header-group">
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
      <tbody className="grid gap-3 md:grid-cols-2 xl:table-row-group xl:divide-y xl:divide-gray-100">
        {campaigns.map((campaign) => (
          <tr key={campaign.id} onClick={(event) => openRow(event, campaign.href)} className="campaign-row">
            <td data-label="#" className="campaign-cell card-label tabular-nums text-gray-700">
              {campaign.number}
            </td>
            {admin ? (
              <td data-label="User" className="campaign-cell card-label text-gray-700 [overflow-wrap:anywhere] xl:max-w-[16rem]">
                {campaign.ownerEmail}
              </td>
            ) : null}
            <td className="campaign-cell font-medium text-gray-900 [overflow-wrap:anywhere]">
              <Link to={campaign.href} className="hover:text-brand-700">
                {campaign.title}
              </Link>
            </td>
            <td className="campaign-cell">
              <StatusBadge status={campaign.status} />
            </td>
            <td data-label="Setting Up Date" className="campaign-cell card-label tabular-nums text-gray-700">
              <LocalTime epochSeconds={campaign.setupTimestamp} />
            </td>
            <td className="campaign-cell xl:whitespace-nowrap xl:text-end">
              <div className="flex flex-wrap gap-2 xl:inline-flex xl:flex-nowrap">
                <CampaignActions campaign={campaign} deleteHref={deleteHref} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function UserFilter({
  text,
  found,
  suggestions,
  search,
}: {
  text: string;
  found: boolean;
  suggestions: string[];
  search: URLSearchParams;
}) {
  const hrefFor = (email: string) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    if (email) params.set("user", email);
    else params.delete("user");
    const query = params.toString();
    return query ? `?${query}` : "/app";
  };
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="user-filter" className="block text-sm font-medium text-gray-900">
          User
        </label>
        <input
          // Remounted when the filter changes, so a client-side navigation (a suggestion's link) shows the new value.
          key={text}
          id="user-filter"
          name="user"
          type="search"
          list="user-filter-options"
          defaultValue={text}
          placeholder="All users"
          autoComplete="off"
          className={`${inputClass} mt-1.5 min-w-64`}
        />
        <datalist id="user-filter-options">
          {suggestions.map((email) => (
            <option key={email} value={email} />
          ))}
        </datalist>
      </div>
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        Filter
      </button>
      {text ? (
        <Link to={hrefFor("")} className={buttonClass({ variant: "secondary" })}>
          All users
        </Link>
      ) : null}
      {text && !found ? (
        <div className="basis-full text-sm text-gray-700" role="status">
          {suggestions.length === 0 ? (
            <p>No user matches “{text}”; showing every user&apos;s campaigns.</p>
          ) : (
            <>
              <p>No user has the email “{text}”; showing every user&apos;s campaigns. Matching users:</p>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {suggestions.map((email) => (
                  <li key={email}>
                    <Link to={hrefFor(email)} className="text-brand-700 underline">
                      {email}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Campaigns | AdSight" }];
