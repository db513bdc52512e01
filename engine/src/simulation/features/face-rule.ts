export interface FaceCandidate {
  confidence: number; // BlazeFace's
  meshScore: number; // the two-eyes check: low on backs of heads, animals, but also profiles and faces looking down
  side: number; // px of the image the detectors saw
}

export interface FaceRule {
  minConfidence: number;
  minMeshScore: number;
  sureConfidence: number; // a face without the mesh: how profiles get through
  minSide: number;
}

// Fit: research/annotations/face-boxes.json, `npm run face-check -w @adsight/research -- --fit 1`; false face = 10 missed.
export const FACE_RULE: FaceRule = { minConfidence: 0.65, minMeshScore: 0.1, sureConfidence: 0.8, minSide: 4 };

export function isFace(candidate: FaceCandidate, rule: FaceRule = FACE_RULE): boolean {
  if (candidate.confidence < rule.minConfidence || candidate.side < rule.minSide) return false;
  return candidate.meshScore >= rule.minMeshScore || candidate.confidence >= rule.sureConfidence;
}
