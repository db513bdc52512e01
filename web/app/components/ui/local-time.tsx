import { formatSetupTime } from "@adsight/shared";
import { useHydrated } from "remix-utils/use-hydrated";

// The server does not know the viewer's time zone, so it renders UTC; once JavaScript runs, the viewer's own zone.
export function LocalTime({ epochSeconds }: { epochSeconds: number }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? formatSetupTime(epochSeconds, Intl.DateTimeFormat().resolvedOptions().timeZone)
    : `${formatSetupTime(epochSeconds)} UTC`;
  return <time dateTime={new Date(epochSeconds * 1000).toISOString()}>{text}</time>;
}
