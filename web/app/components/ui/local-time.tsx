import { formatSetupTime } from "@adsight/shared";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * A time in the spec's format ('Month day, year / HH:MM'). The server does not know the viewer's time zone, so the
 * page it renders says UTC; once JavaScript runs the time is shown in the viewer's own zone.
 */
export function LocalTime({ epochSeconds }: { epochSeconds: number }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? formatSetupTime(epochSeconds, Intl.DateTimeFormat().resolvedOptions().timeZone)
    : `${formatSetupTime(epochSeconds)} UTC`;
  return <time dateTime={new Date(epochSeconds * 1000).toISOString()}>{text}</time>;
}
