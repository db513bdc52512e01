// Generated from the engine's OpenAPI document (/api/v1/openapi.json) by `npm run openapi:types -w @adsight/engine`;
// do not edit: change the controllers' OpenAPI decorators and run it again.

export interface paths {
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_list"];
        put?: never;
        post: operations["UsersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_me"];
        put?: never;
        post?: never;
        delete: operations["UsersController_deleteMe"];
        options?: never;
        head?: never;
        patch: operations["UsersController_updateMe"];
        trace?: never;
    };
    "/api/v1/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["UsersController_changePassword"];
        trace?: never;
    };
    "/api/v1/users/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["UsersController_get"];
        put?: never;
        post?: never;
        delete: operations["UsersController_delete"];
        options?: never;
        head?: never;
        patch: operations["UsersController_update"];
        trace?: never;
    };
    "/api/v1/login/access-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LoginController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login/test-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LoginController_testToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LoginController_google"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-recovery/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PasswordRecoveryController_recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/password-recovery-html-content/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PasswordRecoveryController_recoveryHtml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PasswordRecoveryController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ApiKeysController_list"];
        put?: never;
        /** Create a key: the answer is the only time the whole key is shown (it is stored hashed) */
        post: operations["ApiKeysController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ApiKeysController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the campaigns the caller sees, newest setup time first, each with its # (oldest is 1) and the total count */
        get: operations["ItemsController_list"];
        put?: never;
        post: operations["ItemsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ItemsController_get"];
        put: operations["ItemsController_update"];
        post?: never;
        delete: operations["ItemsController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/utils/health-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/utils/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/setup/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update the campaign as a Draft and generate its weighted audience categories
         * @description Deterministic: Age, Gender, Mood, Time of day, Location (places resolved from the location text against the bundled GeoNames cities, weighted by population), Device and Interests, moved from a baseline by the audience text's keywords and the campaign season. Each category's values sum to 1; locks are all false.
         */
        post: operations["SetupController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/setup/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggestions for the location field: at most 5, for at least 2 characters (else [])
         * @description Countries whose name starts with the text, then fuzzy city matches (threshold 0.3) from the GeoNames cities the setup generation resolves locations with; duplicates removed.
         */
        get: operations["SetupController_locations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/draft/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DraftsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the campaign's draft (making the campaign without item_id); answers its id and what running it costs now
         * @description The campaign is named after the draft ('Untitled' when the name is empty) with the audience as its description. weights, generate_setup and remove_images let one call carry an editor's whole change. `images` replaces the draft's creatives: a data URL that is one of the draft's video posters byte for byte, as GET draft?images=data lists it, keeps that video (its clip and length) at its new place; any other data URL is stored as a still image. Videos are added only by POST /simulations/draft/{itemId}/images. credits: Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.
         */
        post: operations["DraftsController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/draft/{itemId}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Append one image or video to the draft: the raw file as the body
         * @description Content-Type image/jpeg, image/png or image/webp; the real bytes are checked (type, at most 5 MB, longest side at most 2000 px) and stored re-encoded as JPEG q0.8. 422 'Unsupported type: {name}', 'File too large: {name}', 'Image too big: {name}' or 'At most 20 images per campaign'. Or Content-Type video/mp4, video/webm or video/quicktime (application/octet-stream with a .mp4, .webm or .mov name too): streamed to disk (at most 100 MB, else 'File too large: {name}'), probed and decoded with ffmpeg (MP4, MOV or WebM; H.264, HEVC, VP8, VP9 or AV1; at most 60 s and 1920 px on the long side; not cut off) and stored whole with its poster frame (the JPEG at 1 s, or half way in a shorter clip), which is its picture at /simulations/input-images/{id}; the clip is served at /simulations/input-videos/{id}. A refused clip is a 422 whose message follows its name ('clip.mp4 is longer than 60 s', 'clip.mp4 has no video stream', 'clip.mp4 is not a video ffmpeg can read', 'clip.mp4 is cut off: …'), and nothing is stored. The answer's duration_ms is null for an image. Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.
         */
        post: operations["DraftsController_addImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/draft/{itemId}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one draft image; the others keep their order, renumbered 0..n-1 */
        delete: operations["DraftsController_removeImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/scale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Simulated viewers per creative at scale 100: scale N simulates N % of them (at least one) */
        get: operations["SimulationsController_scale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credits a run of the saved draft's images and videos would cost, and the balance
         * @description Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.
         */
        post: operations["SimulationsController_credits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge the run's credits and queue the simulation; 400 'Not enough credits' when short
         * @description The spec's body, or {item_id, scale, credits} to run what the saved draft holds at the price POST /simulations/credits quoted (409 PRICE_CHANGED otherwise, nothing charged). Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale. A data URL in images that is one of the draft's video posters (as GET draft?images=data lists it) runs that video.
         */
        post: operations["SimulationsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/draft/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the draft and start it in one transaction, at the price POST /simulations/credits quoted
         * @description The body of POST /simulations/draft (item_id required) with `credits`, the quoted price. A refused start (409 PRICE_CHANGED, 422 without a setup or an image, 400 'Not enough credits' or SIMULATION_RUNNING) charges nothing and keeps the saved draft; a refused save (422) saves nothing. Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.
         */
        post: operations["SimulationsController_startDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaign's latest simulation job */
        get: operations["SimulationsController_job"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job's status, progress and every image and video finished so far, read once (the same result shapes as the events)
         * @description Only the job's owner or an admin; anyone else gets 404. Every creative's result is in `creatives`, in the campaign's order (input_image_idx), with its `kind` (image or video). Image and video fields are signed URLs that work without a token for about five minutes; videos answer Range requests. `results` (images) and `videos`: Deprecated in API 1.1 (2026-12-07): read `creatives`, which holds the same results tagged with their kind. Removed in API 1.2, not before 2027-06-01.
         */
        get: operations["SimulationsController_results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/format": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the format an image's percentiles compare with (display, print, page or photo; null: the guessed one again)
         * @description Only the job's owner or an admin; anyone else gets 404. Runs nothing and charges nothing: the scores stay as the run computed them, the percentiles and norm_set are read again for the format (creative_format_source becomes chosen). A format's percentiles read this service's own finished creatives once it holds 200 of them, the development set before. Answers the image's result as GET /simulations/{jobId} now gives it; 404 when the job has no finished image at input_image_idx, 422 for a format outside the list.
         */
        put: operations["SimulationsController_chooseFormat"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events {creatives, progress, campaign_status}: the current state, then every change, until Ready or Error
         * @description Each `data:` line is one JSON message of the schema below; image and video fields are signed URLs that work without a token for about five minutes. `results` and `videos` repeat `creatives` split by kind: Deprecated in API 1.1 (2026-12-07): read `creatives`, which holds the same results tagged with their kind. Removed in API 1.2, not before 2027-06-01.
         */
        get: operations["SimulationsController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A result overlay (PNG or JPEG) of the caller's simulation */
        get: operations["CreativesController_resultImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/input-images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An input image of the caller's campaign, as stored (JPEG) */
        get: operations["CreativesController_inputImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/images/{id}/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A result overlay by the signed URL a result carries: no token, for a few minutes, this image only (403 when tampered or expired) */
        get: operations["CreativesController_signedResultImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/input-images/{id}/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An input image by the signed URL a result carries: no token, for a few minutes, this image only (403 when tampered or expired) */
        get: operations["CreativesController_signedInputImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/recommendation-images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An edited creative a recommendation run of the caller's simulation kept (JPEG) */
        get: operations["CreativesController_recommendationImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/recommendation-images/{id}/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An edited creative by the signed URL a recommendation carries: no token, for a few minutes, this image only (403 when tampered or expired) */
        get: operations["CreativesController_signedRecommendationImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/recommendation-stills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key frame a video's recommendation was made on, as the clip shows it (by the recommendation's id) */
        get: operations["CreativesController_recommendationStill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/recommendation-stills/{id}/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A video recommendation's key frame by the signed URL it carries: no token, for a few minutes, this image only (403 when tampered or expired) */
        get: operations["CreativesController_signedRecommendationStill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/input-videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An input video of the caller's campaign, as uploaded (by its campaign image id; its poster is the input image)
         * @description Answers Range requests (one range of bytes=…: 206 with Content-Range; 416 when the clip has none of it; several ranges get the whole clip) and HEAD, with Accept-Ranges and Content-Length.
         */
        get: operations["CreativesController_inputVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/heatmap-videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video result's heatmap video (H.264 MP4) of the caller's simulation
         * @description Answers Range requests (one range of bytes=…: 206 with Content-Range; 416 when the clip has none of it; several ranges get the whole clip) and HEAD, with Accept-Ranges and Content-Length.
         */
        get: operations["CreativesController_heatmapVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/input-videos/{id}/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An input video by the signed URL a result carries: no token, for a few minutes, this video only (403 when tampered or expired)
         * @description Answers Range requests (one range of bytes=…: 206 with Content-Range; 416 when the clip has none of it; several ranges get the whole clip) and HEAD, with Accept-Ranges and Content-Length.
         */
        get: operations["CreativesController_signedInputVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/heatmap-videos/{id}/signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A heatmap video by the signed URL a result carries: no token, for a few minutes, this video only (403 when tampered or expired)
         * @description Answers Range requests (one range of bytes=…: 206 with Content-Range; 416 when the clip has none of it; several ranges get the whole clip) and HEAD, with Accept-Ranges and Content-Length.
         */
        get: operations["CreativesController_signedHeatmapVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The downloadable PDF report: cover with the audience setup, two pages per image (scores and eye catchers; the first-second and first-3-seconds heatmaps and the First look table), two per video (its key frames' heatmaps, its eye catchers' time on screen, time looked at and share of viewers who saw them by second 3 and by the end; the per-second charts of attention share, seen by, focus, valence and arousal), ranking of the images by overall score, the marketer's areas that several images share compared side by side, the top emotions per image, the attention and emotion models' checks against people, and how to read the figures */
        get: operations["ReportController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per-image, per-object and per-second video metrics as CSV, for the creatives finished so far
         * @description One row per image (empty `object`: overall score, eye catchers, valence, arousal, positive_energy, emotional_risk and emotion_anger … emotion_neutral, the share 0–1 of viewers who would name each emotion, empty for results stored before them), then one per object (reach %, attention share %, efficiency, kind, box, viewing times). Videos follow the images: one row per second (`second`, focus 0–1, valence, arousal, positive_energy, emotional_risk, emotion shares, and a column `attention_share_pct:{eye catcher}` per eye catcher of the job's videos: its % of the second's gaze), then one per eye catcher (kind, text, first look, seen_1s_pct and seen_3s_pct: % of viewers who had looked at it by then, first_on_screen_ms, on_screen_ms, looked_ms: mean time a viewer looked at it, seen_end_pct: by the end of the clip). Positive Energy: % of the simulated viewers whose valence and arousal are both above 0 (the midpoint of a 1–9 rating scale): who find the image pleasant and are activated by it. Emotional Risk: % of the simulated viewers whose valence is at or below −0.25: who would rate the image 4 or lower on a 1–9 pleasantness scale.
         */
        get: operations["ReportController_results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/viewers.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every simulated viewer's fixations with their audience labels, per finished image
         * @description `{job_id, images: [{input_image_idx, width, height, eye_catchers, emotions, emotion_segments, viewers: [{labels: {category: label}, fixations: [{x, y, t, dur}]}]}]}`; x and y in image pixels (0.1 px), t the onset in ms after the image appeared (after the viewer's latency and each saccade), dur in ms, fixations in viewing order; results stored before onsets were recorded have no t (each fixation started when the one before ended); eye_catchers as in the results (kind, box in image pixels, viewing times), emotions (share 0–1 of viewers naming each emotion) and emotion_segments (category → label → affect figures) as in the results; empty or null for results stored before them.
         */
        get: operations["ReportController_viewers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/predictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One call from images and videos to a running simulation: creates the campaign, its draft and setup, charges and starts
         * @description multipart/form-data. Any refusal (an image, a video, the setup, 400 'Not enough credits') charges nothing and leaves no campaign. The campaign appears in the owner's list and opens in the web app. Poll job_url or receive the webhook. Videos are streamed to disk and checked as the editor's uploads are (a refusal names the file: 'clip.mp4 is longer than 60 s'). Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.
         */
        post: operations["PredictionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creative's recommendation runs, newest first, with the price of a new one and the caller's balance
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. Image URLs are signed (about five minutes), or the web app's paths with links=web.
         */
        get: operations["RecommendationsController_list"];
        put?: never;
        /**
         * Charge 20 credits and queue a recommendation run for a finished image or video
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. A worker proposes up to 12 edits for the goal (move or enlarge the target, raise its contrast, dim or remove what competes with it, crop to a placement), simulates the image and each edit with 2000 viewers, and keeps an edit only when the goal's change has a 90 % interval that excludes zero, largest gain first; `status` goes queued → running → finished or failed. A finished run is charged even when it kept nothing (the edits were simulated; error stays null and recommendations is empty: 'No edit the model tried improved the goal beyond its uncertainty'). A run that fails (the model's error, or a worker that died on it three times) is refunded, as a failed simulation is; a worker that stops mid-run hands it to another without a second charge. Webhook endpoints that want recommendations.ready / recommendations.error get the ending. Refusals charge nothing: `credits` other than the price (409 PRICE_CHANGED), 400 NOT_ENOUGH_CREDITS, 422 'The simulation has not finished' before the creative's result is stored, and the target's 'No eye catcher fits this goal on the image: choose one as the target' or 'No eye catcher of this image has that name'. Without `target` an area goal measures the eye catcher the rule picks (a custom area named logo/brand, CTA or headline first). For a video the edits are made on the first frame of each shot (at most 3 shots: the first and the longest), 12 edits in all shared between them, each frame simulated as an image; the same price. An area goal's target is found on each frame by name (the model's pick on that frame without `target`), and a frame without it is skipped. Each recommendation then carries `key_frame`: its time, its shot's end and the frame as the clip shows it.
         */
        post: operations["RecommendationsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/recommendations/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One recommendation run: its status and, once finished, the kept edits with their before/after figures
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. Each recommendation's image_url is the edited creative; the image before is the result's input_image (GET /simulations/{jobId}), or for a video the key frame's before_image_url.
         */
        get: operations["RecommendationsController_run"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/recommendations/{runId}/{recommendationId}/variant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a recommendation's edited image (or a video's edited clip) to the campaign's draft as a new creative (no credits)
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. Once per recommendation: asked again, it answers the image it added while the draft holds it. 422 'At most 20 images per campaign' when the draft is full. A video's recommendation adds a new video: the clip with the edit made to the frames of its key frame's shot (from its cut to the next), or for a crop to every frame, encoded again (H.264, the clip's sound kept). A worker makes it: the answer is 202 `{"status": "encoding"}` (also to a repeat while it is made), and the run's GET shows the recommendation's `variant_status` go encoding → added (in the draft; asked again, 201 `{image_id}`) or failed with `variant_error` (the draft filled up, the campaign was deleted, the clip could not be encoded); a failed one may be asked again. A worker that stops mid-encode leaves it to another; it is added once.
         */
        post: operations["RecommendationsController_addVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/what-if": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A quick preview of what up to three edits would change, free of credits
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. A worker simulates the edited image with 1000 viewers from the image's kept analysis and answers the goal's figure first, then the scores, each before and after with the change's 90 % interval. At most 3 edits; every area inside the image (a crop's may reach past it, to be padded), else 422. 422 'The simulation has not finished' before the image's result is stored, 'The what-if editor edits images; a video's changes are tested by its recommendations, on the first frame of each shot' for a video, and the target's 'No eye catcher fits this goal on the image: choose one as the target' or 'No eye catcher of this image has that name'. 503 when no worker answers in WHAT_IF_TIMEOUT_MS (30 s). 60 previews a minute per account; then 429 with Retry-After.
         */
        post: operations["RecommendationsController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/what-if/variant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply the edits to the image and add it to the campaign's draft as a new image (no credits)
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. The edits as for the preview (422 for an area outside the image). Run the draft to simulate it at full scale.
         */
        post: operations["RecommendationsController_addWhatIfVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/what-if/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A quick preview of the marketer's own version of the image, free of credits
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. The raw image as the body, Content-Type image/jpeg, image/png or image/webp, checked as a campaign's own images are (type, at most 5 MB, longest side at most 2000 px): 422 'Unsupported type: {name}' (a video too), 'File too large: {name}' or 'Image too big: {name}'. The body is read only after the job, the image and the query have been checked. A worker simulates the upload as a fresh creative with 1000 viewers (the audience of the edit preview) and answers as the edit preview does, each figure's before from the stored image. An area goal's target is measured on the upload's own eye catcher of the same name where its run finds one, else on the original's box scaled to the upload's size; target_found says which. The upload is not kept. 422 'The simulation has not finished' before the image's result is stored, 'The what-if editor edits images; a video's changes are tested by its recommendations, on the first frame of each shot' for a video, and the target's 'No eye catcher fits this goal on the image: choose one as the target' or 'No eye catcher of this image has that name'. 503 when no worker answers in WHAT_IF_TIMEOUT_MS. Counts towards the 60 previews a minute.
         */
        post: operations["RecommendationsController_previewUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/{jobId}/results/{inputImageIdx}/what-if/upload/variant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the marketer's own version to the campaign's draft as a new image (no credits)
         * @description Only the job's owner or an admin; anyone else gets 404, as does an input_image_idx the job does not hold. The raw image as the body, Content-Type image/jpeg, image/png or image/webp, checked as a campaign's own images are (type, at most 5 MB, longest side at most 2000 px): 422 'Unsupported type: {name}' (a video too), 'File too large: {name}' or 'Image too big: {name}'. The body is read only after the job, the image and the query have been checked. 422 'At most 20 images per campaign' when the draft is full. With an Idempotency-Key a retry of the same file adds it once; run the draft to simulate it at full scale.
         */
        post: operations["RecommendationsController_addUploadedVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/simulations/item/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A results page in one call: the campaign, its latest job's results (the shape of GET /simulations/{jobId}) and each creative's recommendation runs
         * @description 404 for a campaign the caller does not see; `job` is null when none has run or the caller may not see it (an admin ran it), and `recommendations` with it. `recommendations` holds, for each image or video result, what GET /simulations/{jobId}/results/{idx}/recommendations lists (the caller's balance is GET /users/me's).
         */
        get: operations["ItemResultsController_itemResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WebhooksController_list"];
        put?: never;
        /**
         * Add an endpoint: events are POSTed to it as JSON (WebhookEventDto), signed in the AdSight-Signature header
         * @description The header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>`. Answer 2xx within 5 s; anything else (a timeout, a redirect, another status) is retried with exponential backoff for about a day. The same event keeps its id on every attempt. URLs must be https and reach a public address.
         */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["WebhooksController_delete"];
        options?: never;
        head?: never;
        patch: operations["WebhooksController_update"];
        trace?: never;
    };
    "/api/v1/users/me/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to the endpoint now */
        post: operations["WebhooksController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's last 50 delivery attempts, newest first */
        get: operations["WebhooksController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorDto: {
            detail: string;
            /**
             * @description Present on the errors a client may need to tell apart
             * @enum {string}
             */
            code?: "EMAIL_TAKEN" | "SIMULATION_RUNNING" | "PRICE_CHANGED" | "NOT_ENOUGH_CREDITS";
        };
        ValidationErrorDto: {
            detail: {
                loc: (string | number)[];
                msg: string;
                type: string;
            }[];
        };
        UsersListDto: {
            data: {
                /** Format: uuid */
                id: string;
                email: string;
                full_name: string | null;
                job_title: string | null;
                company_name: string | null;
                is_active: boolean;
                is_superuser: boolean;
                is_owner: boolean;
                credits_left: number;
                credits_spent: number;
                total_campaigns: number;
            }[];
            count: number;
        };
        UserCreateBody: {
            email: unknown;
            password: unknown;
            full_name?: string | null;
            job_title?: string | null;
            company_name?: string | null;
            /** @default true */
            is_active: boolean;
            /** @default false */
            is_superuser: boolean;
            credits_left?: number;
        };
        UserPublicDto: {
            /** Format: uuid */
            id: string;
            email: string;
            full_name: string | null;
            job_title: string | null;
            company_name: string | null;
            is_active: boolean;
            is_superuser: boolean;
            is_owner: boolean;
            credits_left: number;
            credits_spent: number;
            total_campaigns: number;
        };
        UserUpdateMeBody: {
            email?: unknown;
            full_name?: string | null;
            job_title?: string | null;
            company_name?: string | null;
        };
        MessageDto: {
            message: string;
        };
        UpdatePasswordBody: {
            current_password: string;
            new_password: unknown;
        };
        UserSignupBody: {
            email: unknown;
            password: unknown;
            full_name?: string | null;
        };
        UserUpdateBody: {
            email?: unknown;
            password?: unknown;
            full_name?: string | null;
            job_title?: string | null;
            company_name?: string | null;
            is_active?: boolean;
            is_superuser?: boolean;
            credits_left?: number;
        };
        LoginForm: {
            username: unknown;
            password: string;
        };
        TokenDto: {
            access_token: string;
            /** @enum {string} */
            token_type: "bearer";
        };
        GoogleLoginBody: {
            id_token: string;
        };
        ResetPasswordBody: {
            token: string;
            new_password: unknown;
        };
        ApiKeysListDto: {
            data: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @description The key's first characters, to recognise it */
                prefix: string;
                /** @description ISO 8601 */
                created_at: string;
                /** @description ISO 8601; null when never used */
                last_used_at: string | null;
            }[];
            count: number;
        };
        ApiKeyCreateBody: {
            name: string;
        };
        ApiKeyCreatedDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The key's first characters, to recognise it */
            prefix: string;
            /** @description ISO 8601 */
            created_at: string;
            /** @description ISO 8601; null when never used */
            last_used_at: string | null;
            /** @description The whole key: shown only in this answer, stored only as a hash */
            key: string;
        };
        ItemsListDto: {
            data: {
                /** Format: uuid */
                id: string;
                title: string;
                description: string | null;
                /** @enum {string} */
                status: "Draft" | "Processing" | "Ready" | "Error";
                setupTimestamp: number;
                /** Format: uuid */
                owner_id: string;
                owner_email?: string;
                /** @description 1 for the oldest setup time among the listed campaigns; lists run newest first */
                number: number;
            }[];
            count: number;
        };
        ItemCreateBody: {
            title: string;
            description?: string | null;
            /**
             * @default Draft
             * @enum {string}
             */
            status: "Draft" | "Processing" | "Ready" | "Error";
            setupTimestamp?: number;
        };
        ItemPublicDto: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            status: "Draft" | "Processing" | "Ready" | "Error";
            setupTimestamp: number;
            /** Format: uuid */
            owner_id: string;
            owner_email?: string;
        };
        ItemUpdateBody: {
            title?: string;
            description?: string | null;
            /** @enum {string} */
            status?: "Draft" | "Processing" | "Ready" | "Error";
            setupTimestamp?: number;
        };
        SetupGenerateBody: {
            /** Format: uuid */
            item_id?: string | null;
            settings: {
                /** @default  */
                name: string;
                /** @default  */
                location: string;
                startDate: string;
                endDate: string;
                /** @default  */
                audience: string;
            };
        };
        SetupGenerateResponseDto: {
            /** Format: uuid */
            item_id: string;
            categories: {
                [key: string]: {
                    values: {
                        [key: string]: number;
                    };
                    locks: {
                        [key: string]: boolean;
                    };
                };
            };
        };
        LocationSuggestionDto: {
            /** @description Empty when the suggestion is a country */
            city: string;
            country: string;
            /** @description 'City, Country' or 'Country': the text to put in the location field */
            label: string;
        };
        DraftResponseDto: {
            name: string;
            /** @description The draft's images as JPEG data URLs */
            images: string[];
            location: string;
            startDate: string;
            endDate: string;
            audience: string;
            scale: number;
            setup: {
                categories: {
                    [key: string]: {
                        values: {
                            [key: string]: number;
                        };
                        locks: {
                            [key: string]: boolean;
                        };
                    };
                } | null;
            };
            /** @description The draft's custom areas, in image order */
            aois: {
                x: number;
                y: number;
                width: number;
                height: number;
                /** Format: uuid */
                image_id: string;
                name: string;
            }[];
        };
        DraftWithImageRefsResponseDto: {
            name: string;
            /** @description The draft's images as JPEG data URLs */
            images: string[];
            location: string;
            startDate: string;
            endDate: string;
            audience: string;
            scale: number;
            setup: {
                categories: {
                    [key: string]: {
                        values: {
                            [key: string]: number;
                        };
                        locks: {
                            [key: string]: boolean;
                        };
                    };
                } | null;
            };
            /** @description The draft's custom areas, in image order */
            aois: {
                x: number;
                y: number;
                width: number;
                height: number;
                /** Format: uuid */
                image_id: string;
                name: string;
            }[];
            /** @description The draft's images in order; each is served at /simulations/input-images/{id} */
            image_refs: {
                /** Format: uuid */
                id: string;
                /** @description Position in the draft, 0-based */
                index: number;
                width: number;
                height: number;
                /**
                 * @description A video's picture served by id is its poster frame
                 * @enum {string}
                 */
                kind: "image" | "video";
                /** @description A video's length; null for an image */
                duration_ms: number | null;
                /** @description The same as duration_ms. Deprecated in API 1.1 (2026-12-07): read `duration_ms`. Removed in API 1.2, not before 2027-06-01. */
                video_duration_ms: number | null;
            }[];
        };
        DraftSaveBody: {
            /** @default  */
            name: string;
            /** @default  */
            location: string;
            startDate: string;
            endDate: string;
            /** @default  */
            audience: string;
            scale: number;
            /**
             * Format: uuid
             * @description Leave out to create the campaign, as a Draft named after the draft
             */
            item_id?: string;
            /** @description Leave out to keep the saved categories; null clears them */
            setup?: {
                categories: {
                    [key: string]: {
                        values: {
                            [key: string]: number;
                        };
                        locks: {
                            [key: string]: boolean;
                        };
                    };
                };
            } | null;
            /** @description The editor's weight changes, applied to the categories (setup's, or the saved ones) by the rule that spreads a change over the unlocked other labels; a refused change is a 422 at weights.categories.{category} */
            weights?: {
                /** @description Per category; a category or label left out keeps its saved share */
                categories: {
                    [key: string]: {
                        /** @description Typed shares as fractions; null where what was typed is no number */
                        values: {
                            [key: string]: number | null;
                        };
                        locks: {
                            [key: string]: boolean;
                        };
                    };
                };
                /**
                 * @description The client already redistributed them live: kept as sent when they add up to 100% within the 0.1% shown
                 * @default false
                 */
                balanced: boolean;
            };
            /** @description true: the categories are generated from these settings, as POST /setup/generate does, after the weights are checked */
            generate_setup?: boolean;
            images?: string[];
            /** @description Draft images to remove, with their areas (ids the draft does not hold are skipped); the rest keep their order */
            remove_images?: string[];
            /** @description The marketer's own areas (custom eye catchers), boxes in image pixels on the draft's stored images (image_id from image_refs): at least 8 px each way, inside the image, a name of 1-40 characters unique on its image, at most 10 per image. They cost no credits. */
            aois?: {
                x: number;
                y: number;
                width: number;
                height: number;
                /** Format: uuid */
                image_id: string;
                name: string;
            }[];
        };
        DraftSavedResponseDto: {
            message: string;
            /** Format: uuid */
            item_id: string;
            /** @description What running the saved draft costs now (images × scale) */
            credits: number;
            credits_left: number;
        };
        DraftImageDto: {
            /** Format: uuid */
            id: string;
            /** @description Position in the draft, 0-based */
            index: number;
            width: number;
            height: number;
            /**
             * @description A video's picture served by id is its poster frame
             * @enum {string}
             */
            kind: "image" | "video";
            /** @description A video's length; null for an image */
            duration_ms: number | null;
            /** @description The same as duration_ms. Deprecated in API 1.1 (2026-12-07): read `duration_ms`. Removed in API 1.2, not before 2027-06-01. */
            video_duration_ms: number | null;
        };
        ScaleInfoDto: {
            /** @description Simulated viewers per creative at scale 100 (the engine's SIMULATION_N_MAX); scale N simulates N % of them */
            viewers_at_full_scale: number;
        };
        CreditsRequestBody: {
            /** Format: uuid */
            item_id: string;
            scale: number;
        };
        CreditsResponseDto: {
            credits: number;
            credits_left: number;
        };
        AugmentedZodDto: {
            /** @default  */
            name: string;
            /** @default  */
            location: string;
            startDate: string;
            endDate: string;
            /** @default  */
            audience: string;
            /** Format: uuid */
            item_id: string;
            setup: {
                categories: {
                    [key: string]: {
                        values: {
                            [key: string]: number;
                        };
                        locks: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            scale: number;
            /** @description Data URLs; leave out to run on the draft's stored images */
            images?: string[];
            /** @description The marketer's own areas (custom eye catchers), boxes in image pixels on the draft's stored images (image_id from image_refs): at least 8 px each way, inside the image, a name of 1-40 characters unique on its image, at most 10 per image. They cost no credits. */
            aois?: {
                x: number;
                y: number;
                width: number;
                height: number;
                /** Format: uuid */
                image_id: string;
                name: string;
            }[];
        } | {
            /** Format: uuid */
            item_id: string;
            scale: number;
            /** @description The price POST /simulations/credits quoted; if the draft now costs anything else: 409 PRICE_CHANGED, nothing charged */
            credits: number;
        };
        StartResponseDto: {
            /** Format: uuid */
            job_id: string;
        };
        DraftStartBody: {
            /** @default  */
            name: string;
            /** @default  */
            location: string;
            startDate: string;
            endDate: string;
            /** @default  */
            audience: string;
            scale: number;
            /** Format: uuid */
            item_id: string;
            /** @description Leave out to keep the saved categories; null clears them */
            setup?: {
                categories: {
                    [key: string]: {
                        values: {
                            [key: string]: number;
                        };
                        locks: {
                            [key: string]: boolean;
                        };
                    };
                };
            } | null;
            /** @description The editor's weight changes, applied to the categories (setup's, or the saved ones) by the rule that spreads a change over the unlocked other labels; a refused change is a 422 at weights.categories.{category} */
            weights?: {
                /** @description Per category; a category or label left out keeps its saved share */
                categories: {
                    [key: string]: {
                        /** @description Typed shares as fractions; null where what was typed is no number */
                        values: {
                            [key: string]: number | null;
                        };
                        locks: {
                            [key: string]: boolean;
                        };
                    };
                };
                /**
                 * @description The client already redistributed them live: kept as sent when they add up to 100% within the 0.1% shown
                 * @default false
                 */
                balanced: boolean;
            };
            images?: string[];
            /** @description Draft images to remove, with their areas (ids the draft does not hold are skipped); the rest keep their order */
            remove_images?: string[];
            /** @description The marketer's own areas (custom eye catchers), boxes in image pixels on the draft's stored images (image_id from image_refs): at least 8 px each way, inside the image, a name of 1-40 characters unique on its image, at most 10 per image. They cost no credits. */
            aois?: {
                x: number;
                y: number;
                width: number;
                height: number;
                /** Format: uuid */
                image_id: string;
                name: string;
            }[];
            /** @description The price the client was quoted; if the saved draft costs anything else: 409 PRICE_CHANGED, nothing charged */
            credits: number;
        };
        JobSummaryDto: {
            /** Format: uuid */
            job_id: string;
            /** @enum {string} */
            status: "Draft" | "Processing" | "Ready" | "Error";
            /** @description Whole percent */
            progress: number;
            scale: number;
            credits_charged: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
        };
        JobResultsDto: {
            /** Format: uuid */
            job_id: string;
            /** @enum {string} */
            status: "Draft" | "Processing" | "Ready" | "Error";
            /** @description Whole percent */
            progress: number;
            scale: number;
            credits_charged: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** Format: uuid */
            item_id: string;
            /** @description Why the job ended in Error; null otherwise */
            error: string | null;
            /** @description Each finished creative's result in the campaign's order (input_image_idx), an image's or a video's as its kind says */
            creatives: (components["schemas"]["ImageCreativeResultDto"] | components["schemas"]["VideoCreativeResultDto"])[];
            /** @description The images' results. Deprecated in API 1.1 (2026-12-07): read `creatives`, which holds the same results tagged with their kind. Removed in API 1.2, not before 2027-06-01. */
            results: components["schemas"]["ImageResultDto"][];
            /** @description Each input video's result, beside the images' (input_image_idx counts both). Deprecated in API 1.1 (2026-12-07): read `creatives`, which holds the same results tagged with their kind. Removed in API 1.2, not before 2027-06-01. */
            videos: components["schemas"]["VideoResultDto"][];
            /** @description Which version wins, and how sure: null until two images have a fitted Overall Score (videos have none) */
            ab_ranking: {
                /** @description The images with a fitted Overall Score, highest first (ties in image order) */
                ranking: {
                    input_image_idx: number;
                    /** @description 1 = the highest Overall Score */
                    rank: number;
                    overall_score: number;
                    /** @description overall_score's 90 % interval: a bootstrap over viewers */
                    overall_score_interval: (number)[];
                }[];
                /** @description The first-ranked image against each other one, in rank order */
                comparisons: {
                    /** @description The image ranked first */
                    leader_idx: number;
                    /** @description The image it is compared with */
                    other_idx: number;
                    /** @description Overall Score of the leader minus the other's */
                    points_apart: number;
                    /** @description The image the development pairs say wins; null: no clear winner (the scores cannot tell these two apart) */
                    winner_idx: number | null;
                    /** @description Share of the development pairs in pairs_apart's band whose higher-scoring version won live */
                    higher_won: number;
                    /** @description How many development pairs lie in pairs_apart's band */
                    pairs: number;
                    /** @description The band of Overall Score gaps these development pairs were taken from, in points (to null: no upper bound) */
                    pairs_apart: {
                        from: number;
                        to: number | null;
                    };
                }[];
                checked_on: {
                    /** @description What the verdict was checked on, in words */
                    name: string;
                    pairs: number;
                    /** @description Share of those pairs whose live winner had the higher Overall Score, cross-validated */
                    accuracy: number;
                    /** @description accuracy's 90 % interval (Wilson's), fractions */
                    accuracy_interval: (number)[];
                };
            } | null;
        };
        CreativeFormatChangeBody: {
            /**
             * @description display, print, page or photo; null to go back to the format guessed from the image
             * @enum {string|null}
             */
            format: "display" | "print" | "page" | "photo" | null;
        };
        ImageResultDto: {
            /** @description Eye catchers whose reach is at least 25% */
            num_eye_catchers: number;
            /** @description 0-100, higher is better: the score fitted to predict which of two variants wins a live A/B test, 100 × σ(a weighted sum of the simulation's focus, capture, Positive Energy, valence, the reach and attention share of text and faces, clarity and appeal; weights in the engine's creative-models.json, stated in the research README). Results stored before it: 100 × (0.4 × focus + 0.35 × capture + 0.25 × appeal). */
            overall_score: number;
            /** @description Clarity 0–100 (higher = clearer), fitted to people's visual complexity judgements; null for results stored before the scores existed */
            clarity_score: number | null;
            /** @description Appeal 0–100, fitted to people's ratings of web pages and display ads; null for results stored before the scores existed */
            appeal_score: number | null;
            /** @description % of the norm set's creatives this one is clearer than; null for results stored before the scores existed */
            clarity_percentile: number | null;
            /** @description % of the norm set's creatives this one is more appealing than; null for results stored before the scores existed */
            appeal_percentile: number | null;
            /** @description % of the norm set's creatives this one scores above overall; null for results stored before the scores existed */
            overall_percentile: number | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            clarity_score_interval: (number)[] | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            appeal_score_interval: (number)[] | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            overall_score_interval: (number)[] | null;
            /** @description The real creatives a percentile is read against: the set's name and how many it holds */
            norm_set: {
                name: string;
                size: number;
            } | null;
            /** @description Each score's norm set; null for results stored before the scores existed */
            norm_sets: {
                /** @description The real creatives a percentile is read against: the set's name and how many it holds */
                clarity: {
                    name: string;
                    size: number;
                };
                /** @description The real creatives a percentile is read against: the set's name and how many it holds */
                appeal: {
                    name: string;
                    size: number;
                };
                /** @description The real creatives a percentile is read against: the set's name and how many it holds */
                overall: {
                    name: string;
                    size: number;
                };
            } | null;
            /**
             * @description The kind of creative the norms compare with: inferred from the image, or the one its owner chose (creative_format_source); null for results stored before the scores existed
             * @enum {string|null}
             */
            creative_format: "display" | "print" | "page" | "photo" | null;
            /**
             * @description guessed: creative_format was inferred from the image; chosen: set with PUT …/results/{input_image_idx}/format; null for results stored before the scores existed
             * @enum {string|null}
             */
            creative_format_source: "guessed" | "chosen" | null;
            /**
             * @description The format inferred from the image, whichever one the norms now read; null for results stored before the scores existed
             * @enum {string|null}
             */
            creative_format_guessed: "display" | "print" | "page" | "photo" | null;
            /** @description What makes the creative clearer or less clear, biggest effect first; null for results stored before the scores existed */
            clarity_drivers: {
                id: string;
                /** @description What drives clarity, in a marketer's words (number of elements, amount of text, …) */
                label: string;
                /** @description How much of it the creative has, on the driver's own scale */
                value: number;
                /** @description Points of clarity it adds (positive) or costs (negative) against an average creative of its kind */
                effect: number;
            }[] | null;
            /** @description Opinions people would give it, only those validated as predicted well; null for results stored before the scores existed */
            appeal_labels: {
                id: string;
                /** @description An opinion people would give the ad ("looks like clickbait"), shown only where it is predicted well */
                label: string;
                /** @description Predicted share of people who would choose it */
                share: number;
            }[] | null;
            /** @description Valence: The viewers' mean valence: unpleasant −1 … pleasant 1; 0 is the midpoint of a 1–9 rating scale. */
            emo_valence: number;
            /** @description Arousal: The viewers' mean arousal: calm −1 … excited 1; 0 is the midpoint of a 1–9 rating scale. */
            emo_arousal: number;
            /** @description Positive Energy: % of the simulated viewers whose valence and arousal are both above 0 (the midpoint of a 1–9 rating scale): who find the image pleasant and are activated by it. */
            emo_approach_score: number;
            /** @description Emotional Risk: % of the simulated viewers whose valence is at or below −0.25: who would rate the image 4 or lower on a 1–9 pleasantness scale. */
            emo_risk_score: number;
            /** @description % of viewers who fixated the object */
            aoi_reach_scores: {
                [key: string]: number;
            };
            /** @description % of all fixation time on the object */
            aoi_attention_shares: {
                [key: string]: number;
            };
            /** @description Attention share ÷ area share (1 = in proportion to its size) */
            aoi_efficiency: {
                [key: string]: number;
            };
            /** @description The simulated viewers every figure of this image rests on; null for results stored before it existed */
            num_viewers: number | null;
            /** @description Each aoi_reach_scores figure's 90 % interval (Wilson's), in %; null for results stored before it existed */
            aoi_reach_intervals: {
                [key: string]: (number)[];
            } | null;
            /** @description Each aoi_attention_shares figure's 90 % interval (Wilson's score interval for a mean over viewers), in %; null for results stored before it existed */
            aoi_attention_shares_intervals: {
                [key: string]: (number)[];
            } | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            emo_valence_interval: (number)[] | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            emo_arousal_interval: (number)[] | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            emo_approach_score_interval: (number)[] | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            emo_risk_score_interval: (number)[] | null;
            input_image_idx: number;
            /** @description Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones) */
            input_image: string;
            /** @description Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones) */
            saliency_map_jet: string;
            /** @description Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones) */
            saliency_map_jet_first_1s: string | null;
            /** @description Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones) */
            saliency_map_jet_first_3s: string | null;
            /** @description Every area of the aoi_* maps with its kind, box and viewing times: the marketer's own areas (kind custom) first, then by attention share; empty for results stored before it existed */
            eye_catchers: {
                /** @description The name used as key in unique_objects and the aoi_* maps */
                name: string;
                /**
                 * @description What the area is; custom for the marketer's own areas
                 * @enum {string}
                 */
                kind: "face" | "person" | "object" | "text" | "region" | "custom";
                /** @description In image pixels */
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                /** @description The recognised words of a text eye catcher; null for other kinds */
                text: string | null;
                /** @description A text eye catcher's tallest line, image px (its type size); absent for other kinds and results stored before it existed */
                line_height?: number | null;
                /** @description Viewing times over all the image's viewers */
                time: {
                    /** @description Time to first fixation on the area, over the viewers who looked at it: median and quartiles; null when fewer than 10 did */
                    first_look_ms: {
                        median: number;
                        q1: number;
                        q3: number;
                    } | null;
                    /** @description % of all viewers whose first fixation on the area starts within 1 s */
                    seen_1s: number;
                    /** @description % of all viewers whose first fixation on the area starts within 3 s */
                    seen_3s: number;
                    /** @description Mean fixation time on the area per viewer (ms), over all viewers */
                    dwell_ms: number;
                    /** @description % of all viewers who came back to the area after leaving it */
                    revisits: number;
                    /** @description Mean rank of the area among the areas each viewer entered (1 = first), over the viewers who entered it; null when fewer than 10 did */
                    entry_order: number | null;
                    /** @description How many viewers looked at the area (the count first_look_ms and entry_order rest on); absent from results stored before it existed */
                    viewers?: number | null;
                    /** @description How many viewers the shares are over: the image's, or the segment's; absent from results stored before it existed */
                    viewers_total?: number | null;
                    /** @description 90 % intervals of the figures, each [low, high] in the figure's unit; absent from results stored before it existed */
                    intervals?: {
                        /** @description [low, high]: the 90 % interval */
                        seen_1s: (number)[];
                        /** @description [low, high]: the 90 % interval */
                        seen_3s: (number)[];
                        /** @description [low, high]: the 90 % interval */
                        dwell_ms: (number)[] | null;
                        /** @description [low, high]: the 90 % interval */
                        first_look_ms: (number)[] | null;
                    } | null;
                };
                /** @description The same time figures per audience segment: category → label → figures over that label's viewers */
                segments: {
                    [key: string]: {
                        [key: string]: {
                            /** @description Time to first fixation on the area, over the viewers who looked at it: median and quartiles; null when fewer than 10 did */
                            first_look_ms: {
                                median: number;
                                q1: number;
                                q3: number;
                            } | null;
                            /** @description % of all viewers whose first fixation on the area starts within 1 s */
                            seen_1s: number;
                            /** @description % of all viewers whose first fixation on the area starts within 3 s */
                            seen_3s: number;
                            /** @description Mean fixation time on the area per viewer (ms), over all viewers */
                            dwell_ms: number;
                            /** @description % of all viewers who came back to the area after leaving it */
                            revisits: number;
                            /** @description Mean rank of the area among the areas each viewer entered (1 = first), over the viewers who entered it; null when fewer than 10 did */
                            entry_order: number | null;
                            /** @description How many viewers looked at the area (the count first_look_ms and entry_order rest on); absent from results stored before it existed */
                            viewers?: number | null;
                            /** @description How many viewers the shares are over: the image's, or the segment's; absent from results stored before it existed */
                            viewers_total?: number | null;
                            /** @description 90 % intervals of the figures, each [low, high] in the figure's unit; absent from results stored before it existed */
                            intervals?: {
                                /** @description [low, high]: the 90 % interval */
                                seen_1s: (number)[];
                                /** @description [low, high]: the 90 % interval */
                                seen_3s: (number)[];
                                /** @description [low, high]: the 90 % interval */
                                dwell_ms: (number)[] | null;
                                /** @description [low, high]: the 90 % interval */
                                first_look_ms: (number)[] | null;
                            } | null;
                        };
                    };
                };
            }[];
            /** @description Share of the viewers (0–1, summing to 1) who would name each emotion, as Emotion6's raters did */
            emotions: {
                anger: number;
                disgust: number;
                fear: number;
                joy: number;
                sadness: number;
                surprise: number;
                neutral: number;
            } | null;
            /** @description Each emotion share's 90 % interval (Wilson's), as fractions */
            emotions_intervals: {
                /** @description [low, high]: the 90 % interval, in the figure's unit */
                anger: (number)[];
                /** @description [low, high]: the 90 % interval, in the figure's unit */
                disgust: (number)[];
                /** @description [low, high]: the 90 % interval, in the figure's unit */
                fear: (number)[];
                /** @description [low, high]: the 90 % interval, in the figure's unit */
                joy: (number)[];
                /** @description [low, high]: the 90 % interval, in the figure's unit */
                sadness: (number)[];
                /** @description [low, high]: the 90 % interval, in the figure's unit */
                surprise: (number)[];
                /** @description [low, high]: the 90 % interval, in the figure's unit */
                neutral: (number)[];
            } | null;
            /** @description The affect figures per audience segment: category → label → figures over that label's viewers; null for results stored before it existed */
            emotion_segments: {
                [key: string]: {
                    [key: string]: {
                        /** @description Valence: The viewers' mean valence: unpleasant −1 … pleasant 1; 0 is the midpoint of a 1–9 rating scale. */
                        emo_valence: number;
                        /** @description Arousal: The viewers' mean arousal: calm −1 … excited 1; 0 is the midpoint of a 1–9 rating scale. */
                        emo_arousal: number;
                        /** @description Positive Energy: % of the simulated viewers whose valence and arousal are both above 0 (the midpoint of a 1–9 rating scale): who find the image pleasant and are activated by it. */
                        emo_approach_score: number;
                        /** @description Emotional Risk: % of the simulated viewers whose valence is at or below −0.25: who would rate the image 4 or lower on a 1–9 pleasantness scale. */
                        emo_risk_score: number;
                        /** @description Share of the viewers (0–1, summing to 1) who would name each emotion, as Emotion6's raters did */
                        emotions: {
                            anger: number;
                            disgust: number;
                            fear: number;
                            joy: number;
                            sadness: number;
                            surprise: number;
                            neutral: number;
                        };
                        /** @description The segment's viewers, whom these figures are over; absent from results stored before it existed */
                        viewers?: number | null;
                        /** @description 90 % intervals of the figures above (normal for the means, Wilson's for the shares); absent from results stored before it existed */
                        intervals?: {
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            emo_valence: (number)[] | null;
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            emo_arousal: (number)[] | null;
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            emo_approach_score: (number)[];
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            emo_risk_score: (number)[];
                            /** @description Each emotion share's 90 % interval (Wilson's), as fractions */
                            emotions: {
                                /** @description [low, high]: the 90 % interval, in the figure's unit */
                                anger: (number)[];
                                /** @description [low, high]: the 90 % interval, in the figure's unit */
                                disgust: (number)[];
                                /** @description [low, high]: the 90 % interval, in the figure's unit */
                                fear: (number)[];
                                /** @description [low, high]: the 90 % interval, in the figure's unit */
                                joy: (number)[];
                                /** @description [low, high]: the 90 % interval, in the figure's unit */
                                sadness: (number)[];
                                /** @description [low, high]: the 90 % interval, in the figure's unit */
                                surprise: (number)[];
                                /** @description [low, high]: the 90 % interval, in the figure's unit */
                                neutral: (number)[];
                            };
                        } | null;
                    };
                };
            } | null;
            unique_objects: {
                [key: string]: {
                    /** @description Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones) */
                    segment_salience_map_jet: string;
                };
            };
            /** @description Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones) */
            consensus_global_overlay: string | null;
            consensus_clusters: {
                cluster_id: number;
                /** @description Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones) */
                cluster_overlay: string;
                cluster_members_desc: {
                    [key: string]: {
                        [key: string]: number;
                    };
                };
            }[];
        };
        SimulationEventDto: {
            /** @description Each finished creative's result in the campaign's order (input_image_idx), an image's or a video's as its kind says */
            creatives: (components["schemas"]["ImageCreativeResultDto"] | components["schemas"]["VideoCreativeResultDto"])[];
            /** @description The images' results. Deprecated in API 1.1 (2026-12-07): read `creatives`, which holds the same results tagged with their kind. Removed in API 1.2, not before 2027-06-01. */
            results: components["schemas"]["ImageResultDto"][];
            /** @description Each input video's result, beside the images' (input_image_idx counts both). Deprecated in API 1.1 (2026-12-07): read `creatives`, which holds the same results tagged with their kind. Removed in API 1.2, not before 2027-06-01. */
            videos: components["schemas"]["VideoResultDto"][];
            /** @description Whole percent */
            progress: number;
            /** @enum {string} */
            campaign_status: "Draft" | "Processing" | "Ready" | "Error";
        };
        PredictionResponseDto: {
            /** Format: uuid */
            job_id: string;
            /** Format: uuid */
            item_id: string;
            credits_charged: number;
            /** @description The files sent, in their order: the input_image_idx and kind their results will have */
            creatives: {
                input_image_idx: number;
                /** @enum {string} */
                kind: "image" | "video";
            }[];
            /**
             * @description The job is queued; poll job_url or wait for the webhook
             * @enum {string}
             */
            status: "Processing";
            /** @description GET: the job's status, progress and results (ETag, Retry-After) */
            job_url: string;
            /** @description GET: Server-Sent Events until Ready or Error */
            events_url: string;
            /** @description GET: the PDF report once Ready */
            report_url: string;
            /** @description GET: the results as CSV once Ready */
            results_csv_url: string;
        };
        RecommendationRunsDto: {
            /** @description What a recommendation run of this creative costs */
            credits: number;
            credits_left: number;
            /** @description This creative's runs, newest first */
            runs: components["schemas"]["RecommendationRunDto"][];
        };
        RecommendationStartBody: {
            /** @enum {string} */
            goal: "brand_early" | "headline_read" | "cta_reached" | "clarity" | "appeal" | "overall";
            /** @description An eye catcher's name; the model picks one when absent */
            target?: string;
            /** @description The price the page showed (GET …/recommendations `credits`): a run at another price is refused with 409 PRICE_CHANGED */
            credits?: number;
        };
        RecommendationRunDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            job_id: string;
            input_image_idx: number;
            /** @enum {string} */
            goal: "brand_early" | "headline_read" | "cta_reached" | "clarity" | "appeal" | "overall";
            /** @description The eye catcher an area goal is measured on; null for whole-creative goals, and for a video's area goal when the model picks one on each key frame */
            target: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "finished" | "failed";
            credits_charged: number;
            /** @description Simulated viewers per version (the original and each edit) */
            viewers: number;
            /** @description How many edits were simulated */
            tried: number;
            created_at: string;
            finished_at: string | null;
            error: string | null;
            /** @description The kept edits, largest gain first */
            recommendations: {
                /** Format: uuid */
                id: string;
                /** @description 1 = the largest gain on the goal */
                rank: number;
                /** @description The edit in words, e.g. 'Enlarge the logo 1.5×' */
                title: string;
                edit: {
                    /** @enum {string} */
                    kind: "place";
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                    to: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                } | {
                    /** @enum {string} */
                    kind: "contrast";
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                    amount: number;
                } | {
                    /** @enum {string} */
                    kind: "dim";
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                    amount: number;
                } | {
                    /** @enum {string} */
                    kind: "remove";
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                } | {
                    /** @enum {string} */
                    kind: "crop";
                    placement: string;
                    box: {
                        x: number;
                        y: number;
                        width: number;
                        height: number;
                    };
                };
                /** @description The change in the goal's figure; kept only when its interval excludes zero */
                goal: {
                    /** @description Which figure: the goal's (seen_1s, dwell_ms, seen_3s on the target) or a score */
                    figure: string;
                    /** @description The figure in words */
                    label: string;
                    /** @enum {string} */
                    unit: "%" | "ms" | "score";
                    before: number;
                    after: number;
                    /** @description after - before */
                    change: number;
                    /** @description change's 90 % interval (Newcombe's method on the two runs' intervals) */
                    interval: (number)[];
                    /** @description Viewers per run the figures rest on */
                    viewers: number;
                };
                /** @description The other scores' changes, so a gain that costs clarity says so */
                other_changes: {
                    /** @description Which figure: the goal's (seen_1s, dwell_ms, seen_3s on the target) or a score */
                    figure: string;
                    /** @description The figure in words */
                    label: string;
                    /** @enum {string} */
                    unit: "%" | "ms" | "score";
                    before: number;
                    after: number;
                    /** @description after - before */
                    change: number;
                    /** @description change's 90 % interval (Newcombe's method on the two runs' intervals) */
                    interval: (number)[];
                    /** @description Viewers per run the figures rest on */
                    viewers: number;
                }[];
                /** @description The edited creative (for a video, the edited key frame) */
                image_url: string;
                /** @description For a video, the key frame the edit was made on; null for an image */
                key_frame: {
                    /** @description When the frame the edit was made and simulated on is shown, from the start of the clip */
                    t_ms: number;
                    /** @enum {string} */
                    reason: "scene" | "peak";
                    /** @description Where the frame's shot ends (the next cut, or the clip's end): where the change applies */
                    shot_end_ms: number;
                    /** @description The frame as the clip shows it */
                    before_image_url: string;
                } | null;
                /**
                 * @description For a video's recommendation asked as a variant: encoding → added (in the draft) or failed; null before
                 * @enum {string|null}
                 */
                variant_status: "encoding" | "added" | "failed" | null;
                /** @description Why the edited video was not added, when variant_status is failed */
                variant_error: string | null;
            }[];
        };
        VariantAddedDto: {
            /**
             * Format: uuid
             * @description The new image of the campaign's draft
             */
            image_id: string;
        };
        VariantEncodingDto: {
            /**
             * @description A worker is making the edited video
             * @enum {string}
             */
            status: "encoding";
        };
        WhatIfBody: {
            edits: ({
                /** @enum {string} */
                kind: "place";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                to: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
            } | {
                /** @enum {string} */
                kind: "contrast";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                amount: number;
            } | {
                /** @enum {string} */
                kind: "dim";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                amount: number;
            } | {
                /** @enum {string} */
                kind: "remove";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
            } | {
                /** @enum {string} */
                kind: "crop";
                placement: string;
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
            })[];
            /** @enum {string} */
            goal: "brand_early" | "headline_read" | "cta_reached" | "clarity" | "appeal" | "overall";
            /** @description An eye catcher's name; the model picks one when absent */
            target?: string;
        };
        WhatIfPreviewDto: {
            /** @description Simulated viewers per version the figures rest on */
            viewers: number;
            /** @description The goal's figure first, then the other scores */
            figures: {
                /** @description Which figure: the goal's (seen_1s, dwell_ms, seen_3s on the target) or a score */
                figure: string;
                /** @description The figure in words */
                label: string;
                /** @enum {string} */
                unit: "%" | "ms" | "score";
                before: number;
                after: number;
                /** @description after - before */
                change: number;
                /** @description change's 90 % interval (Newcombe's method on the two runs' intervals) */
                interval: (number)[];
                /** @description Viewers per run the figures rest on */
                viewers: number;
            }[];
        };
        WhatIfVariantBody: {
            edits: ({
                /** @enum {string} */
                kind: "place";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                to: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
            } | {
                /** @enum {string} */
                kind: "contrast";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                amount: number;
            } | {
                /** @enum {string} */
                kind: "dim";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
                amount: number;
            } | {
                /** @enum {string} */
                kind: "remove";
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
            } | {
                /** @enum {string} */
                kind: "crop";
                placement: string;
                box: {
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                };
            })[];
        };
        WhatIfUploadPreviewDto: {
            /** @description Simulated viewers per version the figures rest on */
            viewers: number;
            /** @description The goal's figure first, then the other scores */
            figures: {
                /** @description Which figure: the goal's (seen_1s, dwell_ms, seen_3s on the target) or a score */
                figure: string;
                /** @description The figure in words */
                label: string;
                /** @enum {string} */
                unit: "%" | "ms" | "score";
                before: number;
                after: number;
                /** @description after - before */
                change: number;
                /** @description change's 90 % interval (Newcombe's method on the two runs' intervals) */
                interval: (number)[];
                /** @description Viewers per run the figures rest on */
                viewers: number;
            }[];
            /** @description The eye catcher an area goal is measured on (the marketer's or the rule's pick); null for other goals */
            target: string | null;
            /**
             * @description How an area goal's target was measured on the uploaded version: by_name, its own eye catcher of the same name; same_box, no eye catcher of that name was found, so the original's box (scaled to the upload's size). Null for other goals
             * @enum {string|null}
             */
            target_found: "by_name" | "same_box" | null;
        };
        ItemResultsDto: {
            item: {
                /** Format: uuid */
                id: string;
                title: string;
                description: string | null;
                /** @enum {string} */
                status: "Draft" | "Processing" | "Ready" | "Error";
                setupTimestamp: number;
                /** Format: uuid */
                owner_id: string;
                owner_email?: string;
            };
            /** @description The campaign's latest job; null when none has run or the caller may not see it */
            job: components["schemas"]["JobResultsDto"] | null;
            /** @description The recommendation runs of each image result of `job`, with the price of a new run; null when `job` is */
            recommendations: {
                /** @description What a recommendation run of this creative costs */
                credits: number;
                /** @description Each image or video result's runs, by input_image_idx, as GET /simulations/{jobId}/results/{idx}/recommendations lists them */
                images: {
                    input_image_idx: number;
                    /** @description The creative's width in pixels, as uploaded: the pixels edits' boxes are given in */
                    width: number;
                    /** @description The creative's height in pixels, as uploaded */
                    height: number;
                    /** @description This creative's runs, newest first */
                    runs: components["schemas"]["RecommendationRunDto"][];
                }[];
            } | null;
        };
        WebhookEventDto: {
            /**
             * Format: uuid
             * @description The event's id: the same on every attempt
             */
            id: string;
            /** @description simulation.ready, simulation.error, recommendations.ready, recommendations.error or webhook.test */
            type: string;
            /** @description ISO 8601 */
            created: string;
            data: {
                /** Format: uuid */
                job_id: string | null;
                /** Format: uuid */
                item_id: string | null;
                status: string | null;
                credits_charged: number | null;
                error: string | null;
                job_url: string | null;
                report_url: string | null;
                results_csv_url: string | null;
                /**
                 * Format: uuid
                 * @description A recommendations event's run; null for the others
                 */
                run_id: string | null;
                /** @description Where a recommendations event's run is read; null for the others */
                run_url: string | null;
            };
        };
        WebhookEndpointsListDto: {
            data: {
                /** Format: uuid */
                id: string;
                url: string;
                events: ("simulation.ready" | "simulation.error" | "recommendations.ready" | "recommendations.error")[];
                enabled: boolean;
                /** @description ISO 8601 */
                created_at: string;
            }[];
            count: number;
        };
        WebhookEndpointCreateBody: {
            /** Format: uri */
            url: string;
            /**
             * @default [
             *       "simulation.ready",
             *       "simulation.error",
             *       "recommendations.ready",
             *       "recommendations.error"
             *     ]
             */
            events: ("simulation.ready" | "simulation.error" | "recommendations.ready" | "recommendations.error")[];
            /** @default true */
            enabled: boolean;
        };
        WebhookEndpointCreatedDto: {
            /** Format: uuid */
            id: string;
            url: string;
            events: ("simulation.ready" | "simulation.error" | "recommendations.ready" | "recommendations.error")[];
            enabled: boolean;
            /** @description ISO 8601 */
            created_at: string;
            /** @description The signing secret: shown only in this answer, stored encrypted */
            secret: string;
        };
        WebhookEndpointUpdateBody: {
            /** Format: uri */
            url?: string;
            /**
             * @default [
             *       "simulation.ready",
             *       "simulation.error",
             *       "recommendations.ready",
             *       "recommendations.error"
             *     ]
             */
            events: ("simulation.ready" | "simulation.error" | "recommendations.ready" | "recommendations.error")[];
            /** @default true */
            enabled: boolean;
        };
        WebhookEndpointDto: {
            /** Format: uuid */
            id: string;
            url: string;
            events: ("simulation.ready" | "simulation.error" | "recommendations.ready" | "recommendations.error")[];
            enabled: boolean;
            /** @description ISO 8601 */
            created_at: string;
        };
        WebhookDeliveriesListDto: {
            data: {
                /** Format: uuid */
                event_id: string;
                event: string;
                /** @description 1 for the first try */
                attempt: number;
                /** @description null when no answer came (timeout, refused address, connection error) */
                http_status: number | null;
                duration_ms: number;
                error: string | null;
                /** @description ISO 8601 */
                created_at: string;
            }[];
            count: number;
        };
        VideoResultDto: {
            width: number;
            height: number;
            duration_ms: number;
            num_viewers: number;
            /** @description Sampled frames the image model looked at; the others repeated the picture before them */
            frames_analysed: number;
            scene_cuts_ms: number[];
            /** @description One entry per second of the clip */
            timeline: {
                second: number;
                /** @description 1 − the normalised entropy of where the gaze rested in the second (0 = spread evenly, 1 = one spot) */
                focus: number;
                /** @description Eye catcher name → % of the second's gaze time on it */
                attention: {
                    [key: string]: number;
                };
                affect: {
                    /** @description Valence: The viewers' mean valence: unpleasant −1 … pleasant 1; 0 is the midpoint of a 1–9 rating scale. */
                    emo_valence: number;
                    /** @description Arousal: The viewers' mean arousal: calm −1 … excited 1; 0 is the midpoint of a 1–9 rating scale. */
                    emo_arousal: number;
                    /** @description Positive Energy: % of the simulated viewers whose valence and arousal are both above 0 (the midpoint of a 1–9 rating scale): who find the image pleasant and are activated by it. */
                    emo_approach_score: number;
                    /** @description Emotional Risk: % of the simulated viewers whose valence is at or below −0.25: who would rate the image 4 or lower on a 1–9 pleasantness scale. */
                    emo_risk_score: number;
                    /** @description Share of the viewers (0–1, summing to 1) who would name each emotion, as Emotion6's raters did */
                    emotions: {
                        anger: number;
                        disgust: number;
                        fear: number;
                        joy: number;
                        sadness: number;
                        surprise: number;
                        neutral: number;
                    };
                    /** @description The segment's viewers, whom these figures are over; absent from results stored before it existed */
                    viewers?: number | null;
                    /** @description 90 % intervals of the figures above (normal for the means, Wilson's for the shares); absent from results stored before it existed */
                    intervals?: {
                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                        emo_valence: (number)[] | null;
                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                        emo_arousal: (number)[] | null;
                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                        emo_approach_score: (number)[];
                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                        emo_risk_score: (number)[];
                        /** @description Each emotion share's 90 % interval (Wilson's), as fractions */
                        emotions: {
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            anger: (number)[];
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            disgust: (number)[];
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            fear: (number)[];
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            joy: (number)[];
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            sadness: (number)[];
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            surprise: (number)[];
                            /** @description [low, high]: the 90 % interval, in the figure's unit */
                            neutral: (number)[];
                        };
                    } | null;
                    /** @description Category → label → the same figures */
                    segments: {
                        [key: string]: {
                            [key: string]: {
                                /** @description Valence: The viewers' mean valence: unpleasant −1 … pleasant 1; 0 is the midpoint of a 1–9 rating scale. */
                                emo_valence: number;
                                /** @description Arousal: The viewers' mean arousal: calm −1 … excited 1; 0 is the midpoint of a 1–9 rating scale. */
                                emo_arousal: number;
                                /** @description Positive Energy: % of the simulated viewers whose valence and arousal are both above 0 (the midpoint of a 1–9 rating scale): who find the image pleasant and are activated by it. */
                                emo_approach_score: number;
                                /** @description Emotional Risk: % of the simulated viewers whose valence is at or below −0.25: who would rate the image 4 or lower on a 1–9 pleasantness scale. */
                                emo_risk_score: number;
                                /** @description Share of the viewers (0–1, summing to 1) who would name each emotion, as Emotion6's raters did */
                                emotions: {
                                    anger: number;
                                    disgust: number;
                                    fear: number;
                                    joy: number;
                                    sadness: number;
                                    surprise: number;
                                    neutral: number;
                                };
                                /** @description The segment's viewers, whom these figures are over; absent from results stored before it existed */
                                viewers?: number | null;
                                /** @description 90 % intervals of the figures above (normal for the means, Wilson's for the shares); absent from results stored before it existed */
                                intervals?: {
                                    /** @description [low, high]: the 90 % interval, in the figure's unit */
                                    emo_valence: (number)[] | null;
                                    /** @description [low, high]: the 90 % interval, in the figure's unit */
                                    emo_arousal: (number)[] | null;
                                    /** @description [low, high]: the 90 % interval, in the figure's unit */
                                    emo_approach_score: (number)[];
                                    /** @description [low, high]: the 90 % interval, in the figure's unit */
                                    emo_risk_score: (number)[];
                                    /** @description Each emotion share's 90 % interval (Wilson's), as fractions */
                                    emotions: {
                                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                                        anger: (number)[];
                                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                                        disgust: (number)[];
                                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                                        fear: (number)[];
                                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                                        joy: (number)[];
                                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                                        sadness: (number)[];
                                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                                        surprise: (number)[];
                                        /** @description [low, high]: the 90 % interval, in the figure's unit */
                                        neutral: (number)[];
                                    };
                                } | null;
                            };
                        };
                    };
                };
            }[];
            /** @description One per kind of thing, followed from frame to frame ("Bird" is every bird on screen; a text, its words wherever they show), by time looked at */
            eye_catchers: {
                name: string;
                /** @enum {string} */
                kind: "face" | "person" | "object" | "text" | "region" | "custom";
                /** @description The words read in it, for text */
                text: string | null;
                first_on_screen_ms: number;
                /** @description How long it is on screen */
                on_screen_ms: number;
                /** @description Mean time a viewer's gaze rests on it */
                looked_ms: number;
                /** @description % of viewers whose gaze landed on it by the end of the clip */
                seen_by: number;
                /** @description % of viewers whose gaze landed on it by the end of each second (index 0 = the first second) */
                seen_by_second: number[];
                /** @description When the viewers who looked at it first did, from the start of the clip; null when fewer than 10 did */
                first_look_ms: {
                    median: number;
                    q1: number;
                    q3: number;
                } | null;
                /** @description How many viewers looked at it; absent from results stored before it existed */
                viewers?: number | null;
                /** @description 90 % intervals, each [low, high] in the figure's unit: Wilson's for shares and (as a score interval of a mean) looked-at time, order statistics for medians; absent from results stored before it existed */
                intervals?: {
                    /** @description [low, high]: the 90 % interval, in the figure's unit */
                    seen_by: (number)[];
                    seen_by_second: (number)[][];
                    /** @description [low, high]: the 90 % interval, in the figure's unit */
                    looked_ms: (number)[] | null;
                    /** @description [low, high]: the 90 % interval, in the figure's unit */
                    first_look_ms: (number)[] | null;
                } | null;
            }[];
            /** @description Clarity 0–100 (higher = clearer) of the clip's median second, fitted to people's visual complexity judgements of still images; absent from results stored before it existed */
            clarity_score?: number | null;
            /** @description [low, high]: the 90 % interval, in the figure's unit */
            clarity_score_interval?: (number)[] | null;
            /** @description What makes the median second clearer or less clear: the mean over its sampled frames */
            clarity_drivers?: {
                id: string;
                /** @description What drives clarity, in a marketer's words (number of elements, amount of text, …) */
                label: string;
                /** @description How much of it the creative has, on the driver's own scale */
                value: number;
                /** @description Points of clarity it adds (positive) or costs (negative) against an average creative of its kind */
                effect: number;
            }[] | null;
            /** @description Clarity 0–100 of each second (index 0 = the first second): the mean over its sampled frames, read from the picture alone */
            clarity_by_second?: number[] | null;
            /** @description The creative's position in the campaign, counted with its images */
            input_image_idx: number;
            /** @description Signed URL of a stored video (MP4 for heatmaps): works without a token for about five minutes and answers Range requests */
            input_video: string;
            /** @description The clip's poster frame (JPEG) */
            poster: string;
            /** @description The clip with the viewers' heatmap over it, H.264 MP4 with the clip's sound */
            heatmap_video: string;
            key_frames: {
                t_ms: number;
                /**
                 * @description scene: a shot starts; peak: attention is most focused
                 * @enum {string}
                 */
                reason: "scene" | "peak";
                /** @description The frame with the heatmap over it (JPEG) */
                heatmap: string;
            }[];
        };
        ImageCreativeResultDto: components["schemas"]["ImageResultDto"] & {
            /** @enum {string} */
            kind: "image";
        };
        VideoCreativeResultDto: components["schemas"]["VideoResultDto"] & {
            /** @enum {string} */
            kind: "video";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    UsersController_list: {
        parameters: {
            query?: {
                /** @description Only users whose email or full name contains this, in any case */
                q?: string;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersListDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateMeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePasswordBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSignupBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    UsersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LoginController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LoginController_testToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    LoginController_google: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLoginBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PasswordRecoveryController_recover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PasswordRecoveryController_recoveryHtml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recovery e-mail's HTML; its subject in the `subject` header */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PasswordRecoveryController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ApiKeysController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeysListDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ApiKeysController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreatedDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ApiKeysController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ItemsController_list: {
        parameters: {
            query?: {
                /** @description Administrators: only this user's campaigns */
                owner_id?: string;
                skip?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemsListDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ItemsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCreateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ItemsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ItemsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemUpdateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemPublicDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ItemsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example ok */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The Health Check is not successful */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example error */
                        status?: string;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       },
                         *       "redis": {
                         *         "status": "down",
                         *         "message": "Could not connect"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    SetupController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetupGenerateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupGenerateResponseDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SetupController_locations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationSuggestionDto"][];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    DraftsController_get: {
        parameters: {
            query?: {
                /** @description 'refs' leaves the bytes out (default 'data') */
                images?: "data" | "refs";
            };
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description images as data URLs (a video as its poster frame's JPEG); with ?images=refs, images is empty and image_refs lists them without bytes, each video with its duration_ms */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftResponseDto"] | components["schemas"]["DraftWithImageRefsResponseDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    DraftsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftSaveBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftSavedResponseDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 134.3 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    DraftsController_addImage: {
        parameters: {
            query?: {
                /** @description The file's name, which the refusals quote (default 'image') */
                name?: string;
            };
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": Blob;
                "image/png": Blob;
                "image/webp": Blob;
                "video/mp4": Blob;
                "video/webm": Blob;
                "video/quicktime": Blob;
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftImageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    DraftsController_removeImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_scale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaleInfoDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_credits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditsRequestBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditsResponseDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_start: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key and body from the same account within 24 h answers the first answer again, with Idempotent-Replayed: true, and never starts or charges twice. The same key with a different body is a 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AugmentedZodDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartResponseDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed; retry in a moment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 134.3 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_startDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key and body from the same account within 24 h answers the first answer again, with Idempotent-Replayed: true, and never starts or charges twice. The same key with a different body is a 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftStartBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartResponseDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed; retry in a moment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 134.3 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_job: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSummaryDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_results: {
        parameters: {
            query?: {
                /** @description signed: the files' URLs work without a token for about five minutes; web: the web app's own /app/images/… paths */
                links?: "signed" | "web";
            };
            header?: {
                /** @description The ETag of the last answer read */
                "If-None-Match"?: string;
            };
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The answer's version: send it back in If-None-Match to get a bodiless 304 while nothing changed */
                    ETag?: string;
                    /** @description While Processing: seconds to wait before polling again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResultsDto"];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_chooseFormat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
                inputImageIdx: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreativeFormatChangeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageResultDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    SimulationsController_events: {
        parameters: {
            query?: {
                /** @description signed: the files' URLs work without a token for about five minutes; web: the web app's own /app/images/… paths */
                links?: "signed" | "web";
                /** @description The access token, for EventSource clients that cannot send headers */
                token?: unknown;
            };
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream of these messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationEventDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_resultImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_inputImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_signedResultImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_signedInputImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_recommendationImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_signedRecommendationImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_recommendationStill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_signedRecommendationStill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_inputVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description bytes=start-end, bytes=start- or bytes=-suffix */
                Range?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The range of the clip asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The clip holds none of the range asked for (Content-Range: bytes *\/size) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_heatmapVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description bytes=start-end, bytes=start- or bytes=-suffix */
                Range?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The range of the clip asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The clip holds none of the range asked for (Content-Range: bytes *\/size) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_signedInputVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description bytes=start-end, bytes=start- or bytes=-suffix */
                Range?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The range of the clip asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The clip holds none of the range asked for (Content-Range: bytes *\/size) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    CreativesController_signedHeatmapVideo: {
        parameters: {
            query?: never;
            header?: {
                /** @description bytes=start-end, bytes=start- or bytes=-suffix */
                Range?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The range of the clip asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The clip holds none of the range asked for (Content-Range: bytes *\/size) */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ReportController_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The simulation is not Ready yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ReportController_results: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ReportController_viewers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Blob;
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    PredictionsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key and body from the same account within 24 h answers the first answer again, with Idempotent-Replayed: true, and never starts or charges twice. The same key with a different body is a 422. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description 1 to 20 files, the campaign's creatives in order: images (JPEG, PNG or WebP, at most 5 MB, longest side at most 2000 px; Allowed: jpg, png, webp. Max size 5MB. Max side 2000px.) or videos (video/mp4, video/webm or video/quicktime, or application/octet-stream named .mp4, .webm or .mov; Videos: mp4, webm, mov. Max size 100MB, 60 s, max side 1920px.) */
                    images: Blob[];
                    /** @description The campaign's name */
                    name?: string;
                    /** @description Where the campaign runs (a city or country) */
                    location?: string;
                    /** @description YYYY-MM-DD; default today */
                    start_date?: string;
                    /** @description YYYY-MM-DD; default three months on */
                    end_date?: string;
                    /** @description The target audience in words; the setup is generated from it when `setup` is absent */
                    audience?: string;
                    /** @description JSON {"categories": {name: {values: {label: weight}, locks: {label: bool}}}}; each category's weights add up to 1 */
                    setup?: string;
                    /**
                     * @description Viewers: scale × 100. Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.
                     * @default 10
                     */
                    scale?: number;
                    /** @description JSON {"0": [{"name", "x", "y", "width", "height"}]}: custom areas in pixels, keyed by image index */
                    aois?: string;
                    /**
                     * @description false: no webhook deliveries for this job
                     * @default true
                     */
                    webhook?: boolean;
                };
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PredictionResponseDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed; retry in a moment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_list: {
        parameters: {
            query?: {
                /** @description signed: the files' URLs work without a token for about five minutes; web: the web app's own /app/images/… paths */
                links?: "signed" | "web";
            };
            header?: never;
            path: {
                jobId: string;
                inputImageIdx: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationRunsDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_start: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key and body from the same account within 24 h answers the first answer again, with Idempotent-Replayed: true, and never starts or charges twice. The same key with a different body is a 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                jobId: string;
                inputImageIdx: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommendationStartBody"];
            };
        };
        responses: {
            /** @description The run, queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationRunDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /**
             * @description PRICE_CHANGED: `credits` is not what a run costs now; nothing charged
             *
             *     A request with this Idempotency-Key is still being processed; retry in a moment
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The run could not be queued; refunded */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_run: {
        parameters: {
            query?: {
                /** @description signed: the files' URLs work without a token for about five minutes; web: the web app's own /app/images/… paths */
                links?: "signed" | "web";
            };
            header?: never;
            path: {
                jobId: string;
                inputImageIdx: number;
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationRunDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_addVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
                inputImageIdx: number;
                runId: string;
                recommendationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariantAddedDto"];
                };
            };
            /** @description A video's: a worker is making the edited video */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariantEncodingDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The edited video could not be queued; its variant_status is failed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
                inputImageIdx: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatIfBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatIfPreviewDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The preview is not available right now: no simulation worker answered in time. Try again in a minute */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_addWhatIfVariant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key and body from the same account within 24 h answers the first answer again, with Idempotent-Replayed: true, and never starts or charges twice. The same key with a different body is a 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                jobId: string;
                inputImageIdx: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatIfVariantBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariantAddedDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed; retry in a moment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_previewUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
                inputImageIdx: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": Blob;
                "image/png": Blob;
                "image/webp": Blob;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatIfUploadPreviewDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The preview is not available right now: no simulation worker answered in time. Try again in a minute */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    RecommendationsController_addUploadedVariant: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID): the same key and body from the same account within 24 h answers the first answer again, with Idempotent-Replayed: true, and never starts or charges twice. The same key with a different body is a 422. */
                "Idempotency-Key"?: string;
            };
            path: {
                jobId: string;
                inputImageIdx: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": Blob;
                "image/png": Blob;
                "image/webp": Blob;
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariantAddedDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A request with this Idempotency-Key is still being processed; retry in a moment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    ItemResultsController_itemResults: {
        parameters: {
            query?: {
                /** @description signed: the files' URLs work without a token for about five minutes; web: the web app's own /app/images/… paths */
                links?: "signed" | "web";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemResultsDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointsListDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreateBody"];
            };
        };
        responses: {
            /** @description `secret` is shown in this answer only */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreatedDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    WebhooksController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    WebhooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdateBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    WebhooksController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        event_id?: string;
                    };
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    WebhooksController_deliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveriesListDto"];
                };
            };
            /** @description Refused (the detail says why) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Missing, invalid or expired token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not allowed, or inactive user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Request body too large: the limit is 1 MB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Invalid input */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorDto"];
                };
            };
            /** @description Too many requests: an API key may make API_KEY_RATE_LIMIT requests a minute (600 by default). Every answer to a key carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a 429 also Retry-After (seconds). */
            429: {
                headers: {
                    /** @description Seconds until the key may call again */
                    "Retry-After"?: number;
                    /** @description Requests a key may make per window */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in this window */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window restarts */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
}
