/**
 * What the GPU image must provide for the TensorFlow.js native binding. Each @tensorflow/tfjs-node-gpu release
 * downloads one libtensorflow (LIBTENSORFLOW_VERSION in its scripts/deps-constants.js), and each libtensorflow is
 * built against one CUDA and cuDNN (TensorFlow's tested build configurations). A new tfjs release adds a row here
 * after reading those two sources.
 */
export const LIBTENSORFLOW_OF_TFJS_NODE: Record<string, string> = {
  "4.20.0": "2.9.1",
  "4.21.0": "2.9.1",
  "4.22.0": "2.9.1",
};

export const CUDA_OF_LIBTENSORFLOW: Record<string, { cuda: string; cudnn: string }> = {
  "2.9.1": { cuda: "11.2", cudnn: "8.1" },
};
