import { EMOTION_NOT_CHECKED_ON } from "@adsight/shared";

// The emotion figures' one caveat, worded as /accuracy and the report word it.
export function EmotionCaveat() {
  return (
    <p
      className="max-w-[18rem] rounded-md bg-amber-50 px-3 py-2 text-xs leading-5 text-gray-800 ring-1 ring-inset ring-amber-200"
      data-testid="emotion-caveat"
    >
      <span className="font-semibold">Not checked on: </span>
      {EMOTION_NOT_CHECKED_ON}{" "}
      <a href="/accuracy#emotions" className="font-medium text-brand-700 underline hover:text-brand-800">
        How emotion is checked
      </a>
    </p>
  );
}
