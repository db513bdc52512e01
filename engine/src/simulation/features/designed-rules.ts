/**
 * From which designed share (parameters.ts, designedShare) an image is read with the rules for designed content.
 * Text (`DESIGNED_TEXT_RULE`) from 0.3, below one half because the content classifier, fitted on attention, rates 11
 * of the 26 development posters under 0.5. Objects (`OBJECT_RULE.designedObject`) stay from 0.5: from 0.35, where the
 * "clock" on a poster's START circle (0.36) would go, the development photographs' object F1 falls from 0.501 to
 * 0.486. Fitted by `npm run design-rules -w @adsight/research`.
 */
export const DESIGNED_TEXT_FROM = 0.3;
export const DESIGNED_OBJECTS_FROM = 0.5;
