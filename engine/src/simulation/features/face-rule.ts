/** What the face detector and the face mesh say about one candidate face. */
export interface FaceCandidate {
  /** BlazeFace's detection confidence. */
  confidence: number;
  /**
   * The face mesh's confidence that its crop holds a face it could place its landmarks on, eyes included: the
   * two-eyes check. Low on backs of heads, animals and objects, and also on profiles and faces looking down.
   */
  meshScore: number;
  /** The box's side in the pixels of the image the detectors saw. */
  side: number;
}

export interface FaceRule {
  minConfidence: number;
  minMeshScore: number;
  /** A detection this confident is a face without the mesh's confirmation: how profiles get through. */
  sureConfidence: number;
  minSide: number;
}

/**
 * Fitted against the hand-annotated boxes in engine/research/annotations/face-boxes.json (`npm run face-check -w @adsight/research -- --fit 1`):
 * the most faces found, a false face counting as ten missed ones.
 */
export const FACE_RULE: FaceRule = { minConfidence: 0.65, minMeshScore: 0.1, sureConfidence: 0.8, minSide: 4 };

export function isFace(candidate: FaceCandidate, rule: FaceRule = FACE_RULE): boolean {
  if (candidate.confidence < rule.minConfidence || candidate.side < rule.minSide) return false;
  return candidate.meshScore >= rule.minMeshScore || candidate.confidence >= rule.sureConfidence;
}
