import { AFFECT_DEFINITIONS, type EmotionFidelity, emotionFidelityRows } from "@adsight/shared";
import { AccuracySection } from "./accuracy/parts";

const DEFINITIONS = [
  ["Valence", AFFECT_DEFINITIONS.valence],
  ["Arousal", AFFECT_DEFINITIONS.arousal],
  ["Positive Energy", AFFECT_DEFINITIONS.positiveEnergy],
  ["Emotional Risk", AFFECT_DEFINITIONS.emotionalRisk],
  ["Emotions", AFFECT_DEFINITIONS.emotions],
] as const;

const th = "px-2 py-3 text-end sm:px-4";

export function EmotionChecks({ record }: { record: EmotionFidelity }) {
  const { affect, emotions } = emotionFidelityRows(record, "AdSight");
  return (
    <AccuracySection
      id="emotions"
      title="How the audience feels, checked against people's ratings"
      checkedOn={`${record.fittedOn.join(" and ")}, rated by people for how pleasant and how stirring they are (the photographs also for the emotion they feel), each image scored by a model fitted without it.`}
      notCheckedOn={record.notCheckedOn}
    >
      <dl className="mt-4 space-y-2 text-gray-700">
        {DEFINITIONS.map(([term, text]) => (
          <div key={term} className="sm:flex sm:gap-3">
            <dt className="shrink-0 font-semibold text-gray-900 sm:w-36">{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 leading-7 text-gray-700">
        Below, r is how closely the simulated audience&apos;s valence and arousal follow people&apos;s mean ratings across the images (1 is
        in step, 0 unrelated), and right side how often an image people rated clearly pleasant or unpleasant lands on the right side of
        neutral; under each set, the hand-set formula the model replaced. The sets were split in {record.folds} parts, each scored by a
        model fitted on the others.
      </p>
      <div className="mt-6 overflow-x-auto rounded-lg ring-1 ring-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Valence and arousal against people&apos;s ratings</caption>
          <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-2 py-3 text-start sm:px-4">
                Checked on
              </th>
              <th scope="col" className={`${th} hidden sm:table-cell`}>
                Images
              </th>
              <th scope="col" className={th}>
                Valence r
              </th>
              <th scope="col" className={th}>
                Arousal r
              </th>
              <th scope="col" className={th}>
                Right side
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {affect.map((row) => (
              <tr key={row.check}>
                <th scope="row" className="px-2 py-3 text-start align-top font-semibold text-gray-900 sm:px-4">
                  {row.check}
                  {/* On phones the image count moves under the name instead of a column of its own. */}
                  <span className="block text-xs font-normal text-gray-600 sm:hidden">{row.images.toLocaleString("en-US")} images</span>
                  {row.before ? (
                    <span className="block text-xs font-normal text-gray-600">
                      before: {row.before.valence} / {row.before.arousal} / {row.before.side}
                    </span>
                  ) : null}
                </th>
                <td className={`${th} hidden align-top tabular-nums text-gray-700 sm:table-cell`}>{row.images.toLocaleString("en-US")}</td>
                <td className={`${th} align-top font-semibold tabular-nums text-gray-900`}>{row.valence}</td>
                <td className={`${th} align-top font-semibold tabular-nums text-gray-900`}>{row.arousal}</td>
                <td className={`${th} align-top font-semibold tabular-nums text-gray-900`}>{row.side}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 leading-7 text-gray-700">
        The emotions behind the numbers, on the Emotion6 photographs: how often the emotion most raters named is the one the model puts
        first, and how far its mix of emotions is from the raters&apos; (0 is the same mix), beside two references.
      </p>
      <div className="mt-4 overflow-x-auto rounded-lg ring-1 ring-gray-200">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Emotions against the raters of Emotion6</caption>
          <thead className="bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-2 py-3 text-start sm:px-4">
                Prediction
              </th>
              <th scope="col" className={th}>
                Most named emotion right
              </th>
              <th scope="col" className={th}>
                Distance from the raters&apos; mix, lower is better
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {emotions.map((row) => (
              <tr key={row.predictor}>
                <th scope="row" className="px-2 py-3 text-start font-semibold text-gray-900 sm:px-4">
                  {row.predictor}
                </th>
                <td className={`${th} tabular-nums text-gray-900`}>{row.top1}</td>
                <td className={`${th} tabular-nums text-gray-900`}>{row.kl}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AccuracySection>
  );
}
