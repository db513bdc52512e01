import { type CampaignStatus, type ImageResult, type VideoResult, videoName } from "@adsight/shared";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { type Reducer, useEffect, useReducer, useState } from "react";
import { z } from "zod";
import { AreaComparisons } from "~/components/results/area-comparisons";
import { ProgressBar } from "~/components/results/progress-bar";
import { ResultsTable } from "~/components/results/results-table";
import { StatusBanner } from "~/components/results/status-banner";
import { VideoResultCard } from "~/components/results/video-result";
import { WhichVersionWins } from "~/components/results/which-version-wins";
import { buttonClass } from "~/components/ui/button";
import type { WhatIfShown } from "~/components/results/what-if";
import type { WhatToChangeProps } from "~/components/results/what-to-change";
import type { loader as appLoader } from "~/routes/app";
import { type Engine, engineFor } from "~/utils/engine/clients.server";

import { EngineError } from "~/utils/engine/transport.server";
import { cn } from "~/utils/misc";
import { rankResults } from "~/utils/results/comparisons";
import { applyLiveMessage, byKind, type LiveMessage, type LiveState } from "~/utils/results/live";
import { parseResultsQuery, type ResultsQuery, resultsSearch } from "~/utils/results/results-url";
import { parseWhatIfQuery, whatIfRequest } from "~/utils/results/what-if";
import { takeUploadPreview } from "~/utils/results/what-if-upload.server";
import { isEncoding, isUnderway } from "~/utils/results/what-to-change";
import { errorToast } from "~/utils/toast.server";

const ParamsSchema = z.object({ id: z.string().uuid() });

// Without JavaScript a Processing page reloads itself; with it, the event stream takes over.
const REFRESH_SECONDS = 3;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  // The engine enforces spec §6 (superuser, owner flag or the item's owner); anything else is not found here.
  const page = await engine.simulations.itemResults(parsed.data.id);
  if (!page) throw new Response("Not found", { status: 404 });
  const { item, job } = page;
  const search = new URL(request.url).searchParams;
  const whatIf = job ? await whatIfOf(engine, job.job_id, search) : null;
  const uploaded = await takeUploadPreview(request);
  return json(
    {
      item: { id: item.id, title: item.title, status: item.status },
      job: job && {
        status: job.status,
        progress: job.progress,
        error: job.error,
        ...byKind(job.creatives),
        abRanking: job.ab_ranking,
      },
      query: parseResultsQuery(search),
      changes: job?.status === "Ready" ? page.recommendations : null,
      whatIf,
      uploaded: uploaded.shown,
      added: search.has("added"),
      // A fresh key per page: Find changes sent twice from it is one run, charged once.
      idempotencyKey: crypto.randomUUID(),
    },
    uploaded.setCookie ? { headers: { "Set-Cookie": uploaded.setCookie } } : undefined,
  );
}

// Without JavaScript the what-if form is a GET of this page: the preview comes with it.
async function whatIfOf(engine: Engine, jobId: string, search: URLSearchParams): Promise<WhatIfShown | null> {
  const query = parseWhatIfQuery(search);
  if (!query) return null;
  try {
    return { query, answer: { ok: true, preview: await engine.recommendations.whatIf(jobId, query.idx, whatIfRequest(query)) } };
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return { query, answer: { ok: false, message: errorToast(error).message } };
  }
}

// Closed once a message says Ready or Error (an open EventSource would reconnect); the page's data is then reloaded
// for the job's error text and final status.
function useLiveState(itemId: string, running: boolean): LiveState | null {
  const [live, apply] = useReducer<Reducer<LiveState | null, LiveMessage>>(applyLiveMessage, null);
  const ended = live !== null && live.campaign_status !== "Processing";
  useEffect(() => {
    if (!running || ended) return;
    const source = new EventSource(`/app/${itemId}/events`);
    source.onmessage = (event: MessageEvent<string>) => apply(JSON.parse(event.data) as LiveMessage);
    return () => source.close();
  }, [itemId, running, ended]);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (ended) revalidate();
  }, [ended, revalidate]);
  return live;
}

function useRowState(query: ResultsQuery) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(query.open === null ? [] : [query.open]));
  const [pins, setPins] = useState<Readonly<Record<number, string | null>>>(() => (query.open === null ? {} : { [query.open]: query.pin }));
  return {
    isOpen: (idx: number) => open.has(idx),
    pinOf: (idx: number) => pins[idx] ?? null,
    toggle: (idx: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(idx)) next.add(idx);
        return next;
      }),
    pin: (idx: number, key: string | null) => setPins((current) => ({ ...current, [idx]: key })),
  };
}

export default function ResultsRoute() {
  const { item, job, query, changes, whatIf, uploaded, added, idempotencyKey } = useLoaderData<typeof loader>();
  // The refresh names the page without its #fragment: to the same URL with one, a refresh only scrolls.
  const { pathname, search } = useLocation();
  const live = useLiveState(item.id, job?.status === "Processing");
  const rows = useRowState(query);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Spec §4: the streamed status when there is one, otherwise the item's own.
  const status: CampaignStatus = live?.campaign_status ?? item.status;
  const progress = live?.progress ?? job?.progress ?? 0;
  const results = live ? live.results : (job?.results ?? []);
  const videos = [...(live ? live.videos : (job?.videos ?? []))].sort((a, b) => a.input_image_idx - b.input_image_idx);
  // Finished videos, as they come: the images' section stays until a video-only campaign has one.
  const hasVideos = videos.length > 0;
  const ranked = rankResults(results, query.order);
  const keep: Record<string, string> = query.order === "best" ? { sort: "best" } : {};
  const ready = job !== null && status === "Ready";
  // The balance is the layout's: the page's read carries the runs and the price, not the caller's credits.
  const creditsLeft = useRouteLoaderData<typeof appLoader>("routes/app")?.user.credits_left ?? 0;
  const changesFor = (result: ImageResult | VideoResult, label: string): WhatToChangeProps | null => {
    const image = changes?.images.find((each) => each.input_image_idx === result.input_image_idx);
    if (!ready || !changes || !image) return null;
    const { runs, width, height } = image;
    const shown = whatIf?.query.idx === result.input_image_idx ? whatIf : null;
    return {
      result,
      label,
      list: { credits: changes.credits, credits_left: creditsLeft, runs },
      size: { width, height },
      idempotencyKey,
      added: added && query.open === result.input_image_idx,
      whatIf: shown,
      uploaded: uploaded?.idx === result.input_image_idx ? uploaded : null,
      interactive: hydrated,
    };
  };
  // Without JavaScript a page with a recommendation run or an edited video under way reloads itself, as a Processing page does.
  const runUnderway =
    changes?.images.some(({ runs: [latest] }) => latest !== undefined && (isUnderway(latest) || isEncoding(latest))) ?? false;

  return (
    <div className="mx-auto max-w-6xl">
      {(item.status === "Processing" && job?.status === "Processing") || runUnderway ? (
        <noscript>
          <meta httpEquiv="refresh" content={`${REFRESH_SECONDS}; url=${pathname}${search}`} />
        </noscript>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">Results</h1>
          <p className="mt-1 truncate text-sm text-gray-700">{item.title}</p>
        </div>
        <nav aria-label="Downloads" className="flex flex-wrap gap-2">
          {ready ? (
            <>
              <a href={`/app/${item.id}/report.pdf`} className={buttonClass({ size: "sm" })}>
                Download report
              </a>
              <a href={`/app/${item.id}/results.csv`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                Export CSV
              </a>
              <a href={`/app/${item.id}/viewers.json`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                Export viewers (JSON)
              </a>
            </>
          ) : null}
          <Link to="/accuracy" className={buttonClass({ variant: "ghost", size: "sm" })}>
            How accurate is this?
          </Link>
        </nav>
      </div>

      <div className="mt-6 space-y-4">
        <StatusBanner status={status} error={status === "Error" ? job?.error : null} />
        {job ? <ProgressBar progress={progress} /> : <p className="text-sm text-gray-700">No simulation has run for this campaign yet.</p>}
      </div>

      {ready && job.abRanking ? (
        <WhichVersionWins
          ranking={job.abRanking}
          pictures={new Map(results.map((result) => [result.input_image_idx, result.input_image]))}
          withVideos={hasVideos}
        />
      ) : null}
      {job && (results.length > 0 || !hasVideos) ? (
        <section aria-labelledby="images-heading" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="images-heading" className="text-lg font-semibold text-gray-900">
              Images
            </h2>
            <OrderToggle query={query} />
          </div>
          <div className="mt-3">
            {ranked.length > 0 ? (
              <ResultsTable
                rows={ranked}
                isOpen={rows.isOpen}
                pinOf={rows.pinOf}
                keep={keep}
                onToggle={hydrated ? rows.toggle : undefined}
                onPin={hydrated ? rows.pin : undefined}
                changesFor={changesFor}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-700">
                {status === "Processing" ? "Results appear here as each image or video is done." : "No image finished."}
              </p>
            )}
          </div>
        </section>
      ) : null}
      {job ? <AreaComparisons results={results} /> : null}
      {hasVideos ? (
        <section aria-labelledby="videos-heading" className="mt-8">
          <h2 id="videos-heading" className="text-lg font-semibold text-gray-900">
            Videos
          </h2>
          <div className="mt-3 space-y-6">
            {videos.map((video) => (
              <VideoResultCard
                key={video.input_image_idx}
                video={video}
                interactive={hydrated}
                changes={changesFor(video, videoName(video.input_image_idx))}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

// Links, so the order survives a reload and works without JavaScript.
function OrderToggle({ query }: { query: ResultsQuery }) {
  const options = [
    { order: "image", label: "Image order" },
    { order: "best", label: "Best first" },
  ] as const;
  return (
    <div role="group" aria-label="Order" className="inline-flex rounded-md shadow-sm ring-1 ring-inset ring-gray-300">
      {options.map((option, index) => {
        const current = query.order === option.order;
        return (
          <Link
            key={option.order}
            to={resultsSearch({ ...query, order: option.order }) || "?"}
            preventScrollReset
            aria-current={current ? "true" : undefined}
            className={cn(
              "px-3 py-1.5 text-sm font-semibold",
              index === 0 ? "rounded-s-md" : "rounded-e-md",
              current ? "bg-gray-900 text-white" : "bg-white text-gray-700 hover:bg-gray-50",
            )}
          >
            {option.label}
          </Link>
        );
      })}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Results: ${data.item.title} | AdSight` : "Results | AdSight" },
];
