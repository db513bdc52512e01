import type { MetaFunction } from "@remix-run/node";
import {
  AGREEMENT_NOTE,
  designedFidelityRows,
  type EmotionFidelity,
  type ScoreFidelity,
  scoreChecks,
  SEEN_IN_3S_TEXT,
  type NameFidelity,
  type VideoFidelity,
  VIEWING_TIME_TEXT,
  slideshowFidelityText,
  type SlideshowFidelity,
  videoFidelityText,
} from "@adsight/shared";
import { AccuracySection, BulletList, CheckedOn, ScoresTable } from "~/components/accuracy/parts";
import { CENTRE_COLUMN, CENTRE_SPOT, CHECKS, type CheckKey } from "~/components/accuracy/checks";
import { EmotionChecks } from "~/components/emotion-checks";
import { PublicFooter, PublicHeader } from "~/components/public-chrome";
// Written by the research commands (engine/research/README.md names them and the metrics behind each check); bundled at
// build time, and the simulation README's tables come from it too.
import fidelity from "@adsight/research/fidelity.json";

const { untouched, clock, designed } = fidelity;
// Present once their research commands have recorded them.
const emotion: EmotionFidelity | null = (fidelity as { emotion?: EmotionFidelity }).emotion ?? null;
const video = (fidelity as { video?: VideoFidelity }).video ?? null;
const slideshows = (fidelity as { slideshows?: SlideshowFidelity }).slideshows ?? null;
const names = (fidelity as { names?: NameFidelity }).names ?? null;
// JSON reads the A/B interval as number[]; the research test holds it to the record's [low, high].
const creativeScores = (fidelity as unknown as { scores?: ScoreFidelity }).scores ?? null;

const score = (value: number) => value.toPrecision(3);
const count = (value: number) => value.toLocaleString("en-US");

const photoChecks = (["aucJudd", "nss", "cc", "kl", "sAuc"] as const).map((key) => ({
  key,
  ...CHECKS[key],
  model: score(untouched.model[key]),
  centre: score(untouched.centredGaussian[key]),
}));

const movement = [
  `Simulated viewers make ${untouched.synthetic.fixationsPerViewer.toFixed(2)} looks (fixations) each in 3 seconds; the people in the study made ${untouched.human.fixationsPerViewer.toFixed(2)}.`,
  `How long each look lasts differs from people's by ${untouched.wasserstein.durationMs.toFixed(1)} ms on average, and how far the eyes jump between looks by ${untouched.wasserstein.amplitudePx.toFixed(1)} px on 800 × 600 images.`,
  `The number of looks per viewer differs from people's by ${untouched.wasserstein.fixationCount.toFixed(2)} on average.`,
];

const photos = clock.photos.after;
const pages = clock.pages.after;
// The medians of first look over the areas: the simulated viewers', then people's.
const [simulatedFirstLook, peopleFirstLook] = photos.model.firstLookMs.median as [number, number];
const signed = (value: number, digits: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(digits)}`;
const viewingTimes = [
  `A viewer's first look comes about ${Math.round(Math.exp(clock.clock.latency.logMean))} ms after the creative appears, as people's did on web pages, and each eye movement takes ${clock.clock.saccade.baseMs.toFixed(0)} ms plus ${clock.clock.saccade.msPerDegree.toFixed(1)} ms per degree it travels.`,
  `Reach of an area: the simulated share of viewers follows people's at r = ${photos.model.reach.r.toFixed(2)}; two halves of the people agree with each other at ${photos.splitHalf.reach.r.toFixed(2)}. On average it is ${signed(photos.model.reach.bias, 0)} points off people's.`,
  `Seen within 1 second: r = ${photos.model.seen1s.r.toFixed(2)} (two halves of the people: ${photos.splitHalf.seen1s.r.toFixed(2)}), ${signed(photos.model.seen1s.bias, 1)} points off on average.`,
  `Time to first look: the typical area is first looked at after ${simulatedFirstLook.toFixed(0)} ms in the simulation and ${peopleFirstLook.toFixed(0)} ms by people (${signed(photos.model.firstLookMs.bias, 0)} ms on average per area).`,
  `The "First second" heatmap's heat where people looked in their first second is ${photos.firstSecondNss.firstSecondMap.toFixed(2)}, the full heatmap's ${photos.firstSecondNss.fullMap.toFixed(2)}; one half of the people's own first-second heatmap reaches ${photos.firstSecondNss.splitHalf.firstSecondMap.toFixed(2)} on the other half.`,
  `On ${clock.pages.images} web pages (${pages.areas} headings, logos and other elements): reach r = ${pages.model.reach.r.toFixed(2)} (two halves of the people: ${pages.splitHalf.reach.r.toFixed(2)}), seen within 1 second r = ${pages.model.seen1s.r.toFixed(2)} (${pages.splitHalf.seen1s.r.toFixed(2)}), time to first look ${signed(pages.model.firstLookMs.bias, 0)} ms off people's on average.`,
];

// How much of what people agree on above a centred spot the model gets, on the pages' heat where people looked.
const centreNss = designed.centredGaussian.fiwi.nss;
const pagesShare = Math.round((100 * (designed.after.fiwi.crossValidated.nss - centreNss)) / (designed.interObserver.nss - centreNss));

const th = "px-2 sm:px-4";

export default function AccuracyRoute() {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-6 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">How far to trust a heatmap</h1>
        <p className="mt-4 text-lg leading-8 text-gray-700">
          Our synthetic viewers and scores are checked against real people: how clear and appealing people find a creative, which version
          won a real test, where people look, how fast, and how a picture makes them feel. Each section below says what a figure was checked
          on and what it was not checked on, and sets beside each score a simple guess ({CENTRE_SPOT.toLowerCase()}, where people tend to
          look first) and, where it can be measured, how well people predict each other.
        </p>

        {creativeScores ? <CreativeScoreChecks record={creativeScores} /> : null}

        <AccuracySection
          id="photographs"
          title="Where the audience looks: photographs"
          checkedOn={`${untouched.images} photographs from OSIE, a public eye-tracking study, that the model never saw while it was fitted: ${count(untouched.viewersPerImage)} simulated viewers per photo against where the study's people looked in their first three seconds on a desktop screen.`}
          notCheckedOn="Ads, and viewing on a phone or for longer than three seconds."
        >
          <ScoresTable
            caption="Scores on photographs the model never saw"
            headings={[
              { label: "Check", className: "px-4 text-start" },
              { label: "AdSight", className: "px-4 text-end" },
              { label: CENTRE_COLUMN, className: "px-4 text-end" },
              { label: "What it means", className: "hidden px-4 text-start sm:table-cell" },
            ]}
          >
            {photoChecks.map((check) => (
              <tr key={check.key}>
                <th scope="row" className="px-4 py-3 text-start align-top font-semibold text-gray-900">
                  <span>{check.name}</span>
                  <span className="block whitespace-nowrap text-xs font-normal text-gray-600">{check.better} is better</span>
                  {/* On phones the meaning moves under the name instead of a fourth column. */}
                  <span className="mt-1 block text-xs font-normal text-gray-700 sm:hidden">{check.meaning}</span>
                </th>
                <td className="px-4 py-3 text-end align-top font-semibold tabular-nums text-gray-900">{check.model}</td>
                <td className="px-4 py-3 text-end align-top tabular-nums text-gray-700">{check.centre}</td>
                <td className="hidden px-4 py-3 align-top text-gray-700 sm:table-cell">{check.meaning}</td>
              </tr>
            ))}
          </ScoresTable>
        </AccuracySection>

        <AccuracySection
          id="designed"
          title="Web pages and ads"
          checkedOn={`${designed.after.fiwi.images} web pages that people looked at with an eye tracker, and ${designed.after.gdi.images} ads and posters whose important parts people marked by hand. These were used to fit the model, so each score comes from a model fitted without the page or ad it is scored on.`}
          notCheckedOn="Where people look on ads: no eye-tracking recordings of ads were at hand, only what people marked as important, which only the match with people's heatmap can be scored on."
        >
          <ScoresTable
            caption="Scores on web pages and ads, each from a model fitted without it"
            headings={[
              { label: "Check", className: `${th} text-start` },
              { label: "AdSight", className: `${th} text-end` },
              { label: CENTRE_COLUMN, className: `${th} text-end` },
              { label: "People", className: `${th} text-end` },
            ]}
          >
            {designedFidelityRows(designed).map((row) => (
              <tr key={row.check}>
                <th scope="row" className={`${th} py-3 text-start align-top font-semibold text-gray-900`}>
                  {row.content}, {CHECKS[row.metric satisfies CheckKey].name.toLowerCase()}
                </th>
                <td className={`${th} py-3 text-end align-top font-semibold tabular-nums text-gray-900`}>{row.model}</td>
                <td className={`${th} py-3 text-end align-top tabular-nums text-gray-700`}>{row.centre}</td>
                <td className={`${th} py-3 text-end align-top tabular-nums text-gray-700`}>{row.people}</td>
              </tr>
            ))}
          </ScoresTable>
          <p className="mt-3 leading-7 text-gray-700">
            People: each person in the study predicted from the other ten. On web pages the model gets about {pagesShare}% of the way from
            the centred spot to how well people predict each other: a heatmap of a page or an ad is more useful to compare versions than to
            read on its own.
          </p>
        </AccuracySection>

        <AccuracySection
          id="scanpaths"
          title="Do the viewers move like people?"
          checkedOn={`The same ${untouched.images} photographs: how many looks each viewer makes, how long each lasts and how far the eyes jump, against the study's people.`}
          notCheckedOn="Web pages, ads and phones."
        >
          <BulletList lines={movement} />
          <p className="mt-3 text-sm text-gray-600">
            Each difference compares the whole spread of values, not only the averages: 0 would be identical.
          </p>
        </AccuracySection>

        <AccuracySection
          id="viewing-times"
          title="Viewing times"
          checkedOn={`${clock.photos.images} photographs and ${clock.pages.images} web pages, area by area (faces, objects and readable text marked by hand), each against a model fitted without the images it is checked on; people viewing on a desktop screen.`}
          notCheckedOn="Ads, and phones: no recording of people viewing on a phone or in a feed was at hand, so a mobile viewer's shorter viewing rests on the published figure below alone."
        >
          <p className="mt-4 leading-7 text-gray-700">
            Time to first look, seen within 1 and 3 seconds, dwell and the first-second heatmaps run on a stopwatch. {VIEWING_TIME_TEXT}{" "}
            {SEEN_IN_3S_TEXT} Below, r is how closely the simulated figures follow people&apos;s across the areas: 1 is in step, 0
            unrelated.
          </p>
          <BulletList lines={viewingTimes} />
        </AccuracySection>

        {names ? <NameChecks record={names} /> : null}

        {emotion ? <EmotionChecks record={emotion} /> : null}

        {video ? <VideoChecks record={video} slideshows={slideshows} /> : null}

        <section aria-labelledby="ceiling" className="mt-12">
          <h2 id="ceiling" className="text-xl font-semibold text-gray-900">
            The human ceiling
          </h2>
          <p className="mt-2 leading-7 text-gray-700">
            No model can predict one person better than other people predict them. The ceiling is measured by predicting each person in the
            study from all the others: people do not agree perfectly, so it sits below a perfect score, and that gap is the room left
            between our numbers and what any simulation could reach. We have not yet published our own measurement of it on the photographs,
            so we show no number for it there rather than borrow one; on web pages it is the People column above.
          </p>
        </section>

        <section aria-labelledby="use" className="mt-12">
          <h2 id="use" className="text-xl font-semibold text-gray-900">
            What this means for you
          </h2>
          <p className="mt-2 leading-7 text-gray-700">
            A heatmap is a good estimate of where attention goes in the first few seconds, far better than guessing the centre, but it is a
            prediction for an audience, not a measurement of yours. Use it to compare creatives and to spot what gets missed. Every figure
            on this page is produced by scripts in the product&apos;s source; its research notes name them, so anyone can rerun them.
          </p>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

// Each score of a creative's verdict with its agreement with people, and what it was and was not checked on.
function CreativeScoreChecks({ record }: { record: ScoreFidelity }) {
  return (
    <section aria-labelledby="scores" className="mt-12">
      <h2 id="scores" className="text-xl font-semibold text-gray-900">
        Scores: clarity, appeal and which version wins
      </h2>
      <p className="mt-2 leading-7 text-gray-700">{AGREEMENT_NOTE}</p>
      {scoreChecks(record).map((check) => (
        <section key={check.id} aria-labelledby={`scores-${check.id}`} className="mt-8" data-testid={`score-check-${check.id}`}>
          <h3 id={`scores-${check.id}`} className="text-lg font-semibold text-gray-900">
            {check.score}
          </h3>
          <CheckedOn checkedOn={check.checkedOn} notCheckedOn={check.notCheckedOn} />
          <BulletList lines={check.agreement} />
        </section>
      ))}
    </section>
  );
}

function NameChecks({ record }: { record: NameFidelity }) {
  const { objects, text, images } = record;
  const named = objects.classes.filter((entry) => entry.from !== null && entry.named > 0);
  return (
    <AccuracySection
      id="names"
      title="Names of eye catchers"
      checkedOn={`${images.photographs} photographs, ${images.designs} ads and posters and ${images.pages} web pages, each name judged right or wrong by hand, and the words of text areas against what is written there.`}
      notCheckedOn="Video clips (a class is named in a shot on the photographs' rule), logos and faces' names."
    >
      <p className="mt-4 leading-7 text-gray-700">
        {`An area is called by what it is (“Dog”, “Person”) only for the kinds of thing the detector names right at least ${pct(record.target)} of the time; other areas are described by colour, shape and place (“Blue shape, centre”). Names shown are right ${pct(objects.after.precision)} of the time (${objects.after.right} of ${objects.after.named}), ${pct(objects.crossValidated.precision)} when the rule is chosen without the image it is judged on; before this rule every detected kind was named and ${pct(objects.before.precision)} were right.`}
      </p>
      <BulletList
        lines={named.map(
          (entry) =>
            `${entry.label[0]!.toUpperCase()}${entry.label.slice(1)}: right ${entry.right} of ${entry.named} (${pct(entry.precision)})`,
        )}
      />
      <p className="mt-3 leading-7 text-gray-700">
        {`Text is shown word for word only where the reader is sure of it; the rest reads “Text (unclear)”. The words shown are exactly what is written ${pct(text.after.exactRate)} of the time (${text.after.exact} of ${text.after.stated}; ads and posters ${pct(text.after.bySet.designs.exactRate)}, web pages ${pct(text.after.bySet.pages.exactRate)}), against ${pct(text.before.exactRate)} when every reading was shown.`}
      </p>
    </AccuracySection>
  );
}

function VideoChecks({ record, slideshows }: { record: VideoFidelity; slideshows: SlideshowFidelity | null }) {
  const viewers = `AdSight: ${count(record.viewers.count)} viewers through the clip`;
  const scores = ({ nss, cc }: { nss: number; cc: number }) => [nss.toFixed(2), cc.toFixed(3)];
  const rows = [
    slideshows
      ? { label: `${viewers} (fitted on it)`, values: [slideshows.clipFittedOn.toFixed(2), "–"], product: true }
      : { label: viewers, values: scores(record.viewers), product: true },
    { label: "The photo model on each frame alone", values: scores(record.imageModel), product: false },
    { label: CENTRE_SPOT, values: scores(record.centredGaussian), product: false },
  ];
  return (
    <AccuracySection
      id="video"
      title="Video"
      checkedOn={`One ${Math.round(record.clip.seconds)}-second film clip that ${record.clip.observers} people watched with an eye tracker, the clip AdSight's video weights were fitted on${slideshows ? ", and slideshow ads made of photographs and web pages that people looked at as stills" : ""}.`}
      notCheckedOn={`${record.notCheckedOn.charAt(0).toUpperCase()}${record.notCheckedOn.slice(1)}. Read a video's results to compare cuts of an ad more than as a measurement.`}
    >
      <p className="mt-4 leading-7 text-gray-700">{videoFidelityText(record)}</p>
      <ScoresTable
        caption="Scores on the film clip the video weights were fitted on"
        headings={[
          { label: "Heatmap", className: `${th} text-start` },
          { label: CHECKS.nss.name, className: `${th} text-end` },
          { label: CHECKS.cc.name, className: `${th} text-end` },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={`${th} py-3 text-start align-top font-semibold text-gray-900`}>
              {row.label}
            </th>
            {row.values.map((value, index) => (
              <td
                key={index}
                className={`${th} py-3 text-end align-top tabular-nums ${row.product ? "font-semibold text-gray-900" : "text-gray-700"}`}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </ScoresTable>
      {slideshows ? <SlideshowChecks record={slideshows} /> : null}
      <p className="mt-3 leading-7 text-gray-700">
        How well people agree, for reference: half of the {record.clip.observers} people predict where the other half look with a heat of{" "}
        {record.splitHalf.nss.toFixed(2)} and a match of {record.splitHalf.cc.toFixed(3)}. Each half is only six or seven people, whose
        heatmap is patchy, so that is a low estimate of how well people agree, not a ceiling; AdSight&apos;s heatmap comes from{" "}
        {count(record.viewers.count)} viewers and was fitted on this very clip, so a score near or above it does not mean it predicts people
        better than people do.
      </p>
    </AccuracySection>
  );
}

function SlideshowChecks({ record }: { record: SlideshowFidelity }) {
  return (
    <>
      <p className="mt-4 leading-7 text-gray-700">{slideshowFidelityText(record)}</p>
      <ScoresTable
        caption={`Slideshow ads: each image ${record.secondsPerImage} s, heat where people looked from 0.5 s after each cut`}
        headings={[
          { label: "Images", className: `${th} text-start` },
          { label: "Through the video", className: `${th} text-end` },
          { label: "As stills", className: `${th} text-end` },
          { label: CENTRE_COLUMN, className: `${th} text-end` },
        ]}
      >
        {record.materials.map((material) => (
          <tr key={material.material}>
            <th scope="row" className={`${th} py-3 text-start align-top font-semibold text-gray-900`}>
              {material.images} {material.material}
            </th>
            {[material.product, material.imageModel, material.centredGaussian].map((value, index) => (
              <td
                key={index}
                className={`${th} py-3 text-end align-top tabular-nums ${index === 0 ? "font-semibold text-gray-900" : "text-gray-700"}`}
              >
                {value.toFixed(2)}
              </td>
            ))}
          </tr>
        ))}
      </ScoresTable>
    </>
  );
}

export const meta: MetaFunction = () => [
  { title: "Model accuracy | AdSight" },
  {
    name: "description",
    content:
      "How closely AdSight's simulated viewers match real human eye-tracking and people's emotion ratings, what each figure was checked on and what it was not.",
  },
];
