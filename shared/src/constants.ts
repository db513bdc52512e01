/** Business constants and limits (product spec, section 9). */

export const PASSWORD_MIN_LENGTH = 8;
export const CAMPAIGN_LIST_REFETCH_MS = 5000;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE_PX = 2000;
export const IMAGE_JPEG_QUALITY = 0.8;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 60;
export const VIDEO_MAX_SIDE_PX = 1920;
export const VIDEO_FILE_EXTENSIONS = ["mp4", "webm", "mov"] as const;
/** Not in the spec: a bound that keeps a run's cost, storage and upload time sensible. */
export const MAX_CAMPAIGN_IMAGES = 20;
// Twice a campaign's images and a video; the ingress takes 300 MB too.
export const UPLOAD_REQUEST_MAX_BYTES = 2 * MAX_CAMPAIGN_IMAGES * IMAGE_MAX_BYTES + VIDEO_MAX_BYTES;

// With 200 a middle percentile's 90 % margin is about ±6 points (1.645·√(0.25/200)); OWN_NORMS=false turns them off.
export const OWN_NORMS_MIN_CREATIVES = 200;

export const DEFAULT_CAMPAIGN_MONTHS = 3;
export const DEFAULT_SCALE = 10;
export const SCALE_MIN = 1;
export const SCALE_MAX = 100;
export const WEIGHT_MIN_PERCENT = 0;
export const WEIGHT_MAX_PERCENT = 100;

export const LOCATION_SUGGEST_MIN_CHARS = 2;
export const LOCATION_SUGGEST_DEBOUNCE_MS = 100;
export const LOCATION_SUGGEST_LIMIT = 5;
export const LOCATION_FUZZY_THRESHOLD = 0.3;

export const VIEWER_ZOOM_MIN = 0.1;
export const VIEWER_ZOOM_MAX = 5;
export const SCROLL_LIST_ABOVE = 10;
export const PLOT_MIN = -1;
export const PLOT_MAX = 1;
export const OVERLAY_PREVIEW_OPACITY = 0.5;

export const ROLE_SELECT_VALUES = ["user", "admin"] as const;
export type RoleSelectValue = (typeof ROLE_SELECT_VALUES)[number];

export const SETTINGS_CREDITS_DEFAULT = 0;

export const CAMPAIGN_STATUSES = ["Draft", "Processing", "Ready", "Error"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const MESSAGES = {
  genericError: "Something went wrong.",
  loginFailed: "Email or password is incorrect.",
  accountExists: "Account exists, try logging in.",
  validationError: "Validation Error",
  campaignDeleted: "Campaign deleted",
  setupSaved: "Setup saved",
  campaignSaved: "Campaign saved",
  notEnoughCredits: "Not enough credits",
  untitled: "Untitled",
} as const;

export const LOCAL_DRAFT_KEY = "campaign_draft";
