import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { parseAllDocuments } from "yaml";
import { REPO_ROOT } from "./dockerfile";

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: { name: string; key: string } };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  startupProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string }[];
  resources?: { limits?: Record<string, string | number>; requests?: Record<string, string | number> };
}

export interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  containers: Container[];
  initContainers?: Container[];
  tolerations?: { key?: string; operator?: string; effect?: string }[];
  volumes?: { name: string; emptyDir?: object }[];
}

export const KUBECTL = process.env.KUBECTL ?? "kubectl";
export const OVERLAYS = readdirSync(join(REPO_ROOT, "k8s/overlays"));

/** `kubectl kustomize k8s/overlays/<name>` (of another copy of `k8s/` when given), parsed. */
export function render(overlay: string, k8sDir = join(REPO_ROOT, "k8s")): K8sObject[] {
  const yaml = execFileSync(KUBECTL, ["kustomize", join(k8sDir, "overlays", overlay)], { encoding: "utf8" });
  return parseAllDocuments(yaml).map((document) => document.toJS() as K8sObject);
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

/** The pod template of a workload (Deployment, Job), or undefined for other kinds. */
export function podSpec(object: K8sObject): PodSpec | undefined {
  const template = (object.spec as { template?: { spec?: PodSpec } } | undefined)?.template;
  return object.kind === "Deployment" || object.kind === "Job" ? template?.spec : undefined;
}

export function allContainers(pod: PodSpec): Container[] {
  return [...(pod.initContainers ?? []), ...pod.containers];
}

/** The variables a container gets: its env entries and the keys of the ConfigMaps it takes whole. */
export function environment(objects: K8sObject[], container: Container): Map<string, EnvVar> {
  const variables = new Map<string, EnvVar>();
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) continue;
    const configMap = find(objects, "ConfigMap", source.configMapRef.name);
    for (const [name, value] of Object.entries(configMap.data ?? {})) variables.set(name, { name, value });
  }
  for (const variable of container.env ?? []) variables.set(variable.name, variable);
  return variables;
}
