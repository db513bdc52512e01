/**
 * From this share on (parameters.ts, designedShare) an image is read with the rules for designed content: the text rule
 * `DESIGNED_TEXT_RULE` and the objects' `designedObject` threshold. It lies below one half because the content
 * classifier, fitted on attention, rates 11 of the 26 development posters under 0.5 (0.36 for the one with a "clock"
 * on its START circle). Fitted by `npm run design-rules -w @adsight/research`.
 */
export const DESIGNED_RULES_FROM = 0.3;

export const readAsDesigned = (designed: number): boolean => designed >= DESIGNED_RULES_FROM;
