import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Bull from "bull";
import { describe, expect, it } from "vitest";
import { ENGINE_ENV_VARIABLES, loadConfig } from "../../engine/src/config/config";
import { SIMULATION_QUEUE, queueOptions } from "../../engine/src/queues/queues";
import { WEB_ENV_VARIABLES } from "../../web/app/utils/env.server";
import { REPO_ROOT } from "./dockerfile";
import { allContainers, environment, find, type K8sObject, OVERLAYS, podSpec, render } from "./manifests";
import { modelModule, unknownFields } from "./strict-fields";

interface Validatable {
  validate(): void;
}
type ModelClass = new (data: unknown) => Validatable;

/** A kind without a model fails the test rather than being skipped. */
async function validate(object: K8sObject): Promise<void> {
  const module = (await import(modelModule(object.apiVersion, object.kind))) as Record<string, ModelClass>;
  const Model = module[object.kind];
  if (!Model) throw new Error(`no model for ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

const ENGINE_VARIABLES = new Set(ENGINE_ENV_VARIABLES);

describe.each(OVERLAYS)("overlay %s", (overlay) => {
  const objects = render(overlay);
  const workloads = objects.filter((object) => podSpec(object));
  const deployment = (name: string) => find(objects, "Deployment", name);
  const pod = (name: string) => podSpec(deployment(name)) ?? { containers: [] };

  it("renders every part", () => {
    const kinds = objects.map((object) => `${object.kind}/${object.metadata.name}`);
    for (const part of [
      "Namespace/adsight",
      "Deployment/engine-api",
      "Deployment/engine-worker",
      "Deployment/web",
      "Ingress/adsight",
      "ScaledObject/engine-worker",
      "TriggerAuthentication/adsight-redis",
      "HorizontalPodAutoscaler/engine-api",
      "HorizontalPodAutoscaler/web",
      "PodDisruptionBudget/engine-api",
      "PodDisruptionBudget/engine-worker",
      "PodDisruptionBudget/web",
      "NetworkPolicy/default-deny-ingress",
      "ServiceMonitor/adsight-engine",
      "PrometheusRule/adsight-simulation",
    ]) {
      expect(kinds).toContain(part);
    }
    expect(objects.filter((object) => object.kind !== "Namespace").every((object) => object.metadata.namespace === "adsight")).toBe(true);
  });

  it("validates every object against the Kubernetes, KEDA and Prometheus Operator schemas", async () => {
    for (const object of objects) {
      await expect(validate(object), `${object.kind}/${object.metadata.name}`).resolves.toBeUndefined();
    }
  });

  it("uses no field the schemas do not define", () => {
    // @kubernetes-models/keda 0.4 predates KEDA 2.12's scalingModifiers; the scaling test below checks that field.
    const checked = objects.map((object) => {
      if (object.kind !== "ScaledObject") return object;
      const copy = structuredClone(object) as K8sObject & { spec: { advanced?: { scalingModifiers?: unknown } } };
      delete copy.spec.advanced?.scalingModifiers;
      return copy;
    });
    expect(unknownFields(checked)).toEqual([]);
  });

  it("scales workers on the queue's real Redis lists: waiting plus active jobs", async () => {
    const worker = pod("engine-worker").containers.find((container) => container.name === "worker");
    const env = Object.fromEntries(
      [...environment(objects, worker ?? { name: "", image: "" })].map(([name, variable]) => [name, variable.value]),
    );
    // Its secrets come from Secrets that are not rendered here: stand-ins fill them.
    const { queue: settings } = loadConfig({ ...env, DATABASE_URL: "postgres://database/adsight", SECRET_KEY: "a-stand-in-secret-key" });
    const options = queueOptions(settings, "redis://127.0.0.1:6379");
    // Bull's own key naming; its Redis connections are lazy, so nothing connects here.
    const queue = new Bull(SIMULATION_QUEUE, options.url ?? "", options);
    try {
      const scaler = find(objects, "ScaledObject", "engine-worker").spec as {
        triggers: { type: string; name: string; metadata: Record<string, string>; authenticationRef?: { name: string } }[];
        advanced: {
          scalingModifiers: { formula: string; target: string };
          horizontalPodAutoscalerConfig: { behavior: { scaleDown: { stabilizationWindowSeconds: number } } };
        };
      };
      const lists = Object.fromEntries(scaler.triggers.map((trigger) => [trigger.name, trigger.metadata.listName]));
      expect(lists).toEqual({ waiting: queue.toKey("wait"), active: queue.toKey("active") });
      expect(scaler.triggers.every((trigger) => trigger.type === "redis" && trigger.authenticationRef?.name === "adsight-redis")).toBe(
        true,
      );
      expect(scaler.advanced.scalingModifiers).toMatchObject({ formula: "waiting + active", target: "1" });
      expect(scaler.advanced.horizontalPodAutoscalerConfig.behavior.scaleDown.stabilizationWindowSeconds).toBeGreaterThanOrEqual(300);
    } finally {
      await queue.close();
    }
  });

  it("sets only variables that the engine's config loaders or the web's env schema read", () => {
    for (const workload of workloads) {
      for (const container of allContainers(podSpec(workload) ?? { containers: [] })) {
        const known = container.image.includes("/web:") ? new Set(WEB_ENV_VARIABLES) : ENGINE_VARIABLES;
        for (const name of environment(objects, container).keys()) {
          expect(known.has(name), `${workload.metadata.name}/${container.name} sets ${name}`).toBe(true);
        }
        // Secrets key by key, so each component gets only what it needs.
        expect(container.envFrom?.some((source) => source.secretRef) ?? false).toBe(false);
      }
    }
  });

  it("gives the web app only its session secret, and engine processes no web secret", () => {
    const secrets = (name: string) =>
      allContainers(pod(name)).flatMap((container) =>
        (container.env ?? []).flatMap((variable) => (variable.valueFrom?.secretKeyRef ? [variable.valueFrom.secretKeyRef] : [])),
      );
    expect(secrets("web").map((ref) => `${ref.name}/${ref.key}`)).toEqual(["adsight-web/SESSION_SECRET"]);
    for (const name of ["engine-api", "engine-worker"]) expect(secrets(name).every((ref) => ref.name !== "adsight-web")).toBe(true);
    expect(secrets("engine-worker").map((ref) => ref.key)).not.toContain("FIRST_SUPERUSER_PASSWORD");
  });

  it("serves over HTTPS with the public address the engine puts in its mails, and a Secure session cookie", () => {
    const ingress = find(objects, "Ingress", "adsight").spec as {
      tls: { hosts: string[]; secretName: string }[];
      rules: { host: string }[];
    };
    const host = ingress.rules[0]?.host ?? "";
    expect(ingress.tls[0]?.hosts).toEqual([host]);
    expect(find(objects, "ConfigMap", "adsight-engine").data?.PUBLIC_URL).toBe(`https://${host}`);
    expect(find(objects, "ConfigMap", "adsight-web").data?.SESSION_COOKIE_SECURE).toBe("true");
  });

  it("probes every long-running container: the API's readiness checks PostgreSQL and Redis", () => {
    for (const name of ["engine-api", "engine-worker", "web"]) {
      for (const container of pod(name).containers) {
        expect(container.startupProbe?.httpGet, `${name} startup`).toBeDefined();
        expect(container.livenessProbe?.httpGet, `${name} liveness`).toBeDefined();
        expect(container.readinessProbe?.httpGet, `${name} readiness`).toBeDefined();
      }
    }
    expect(pod("engine-api").containers[0]?.readinessProbe?.httpGet?.path).toBe("/api/v1/utils/readiness");
    expect(pod("engine-worker").containers[0]?.readinessProbe?.httpGet?.path).toBe("/api/v1/utils/readiness");
  });

  it("runs every pod under the restricted Pod Security Standard", () => {
    for (const workload of workloads) {
      const spec = podSpec(workload) ?? { containers: [] };
      expect(spec.securityContext, workload.metadata.name).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: "RuntimeDefault" },
      });
      for (const container of allContainers(spec)) {
        const where = `${workload.metadata.name}/${container.name}`;
        expect(container.securityContext, where).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        });
      }
      for (const container of spec.containers.filter(() => workload.kind === "Deployment")) {
        const tmp = container.volumeMounts?.find((mount) => mount.mountPath === "/tmp");
        expect(spec.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir, `${workload.metadata.name} /tmp`).toBeDefined();
      }
    }
  });

  it("runs images from a registry at a release tag, with one migration Job per release that engine pods wait for", () => {
    for (const workload of workloads) {
      for (const container of allContainers(podSpec(workload) ?? { containers: [] })) {
        expect(container.image).toMatch(/^[\w.-]+(:\d+)?\/[\w./-]+:[\w.-]+$/);
        expect(container.image).not.toMatch(/:latest$/);
      }
    }
    const job = objects.find((object) => object.kind === "Job");
    const tag = allContainers(podSpec(job ?? ({} as K8sObject)) ?? { containers: [] })[0]
      ?.image.split(":")
      .at(-1);
    expect(job?.metadata.name).toBe(`adsight-migrate-${tag}`);
    for (const name of ["engine-api", "engine-worker"]) {
      expect(pod(name).initContainers?.map((container) => container.command)).toEqual([["node", "migrations/dist/wait.js"]]);
    }
  });

  it("takes a registry with a port: every image and the migration Job keep the release's tag", () => {
    const copy = mkdtempSync(join(tmpdir(), "adsight-k8s-"));
    try {
      cpSync(join(REPO_ROOT, "k8s"), copy, { recursive: true });
      const release = join(copy, "release/kustomization.yaml");
      writeFileSync(
        release,
        readFileSync(release, "utf8").replaceAll("newName: registry.example.com/", "newName: registry.example.com:5000/"),
      );
      const ported = render(overlay, copy);
      const tag = find(objects, "ConfigMap", "adsight-release").data?.tag;
      expect(find(ported, "Job", `adsight-migrate-${tag}`)).toBeDefined();
      const images = ported.flatMap((object) => allContainers(podSpec(object) ?? { containers: [] }).map((container) => container.image));
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).toMatch(new RegExp(`^registry\\.example\\.com:5000/adsight/[\\w-]+:${tag}$`));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("lets the autoscalers own the replica counts and never surges a worker", () => {
    for (const name of ["engine-api", "engine-worker", "web"]) expect(deployment(name).spec).not.toHaveProperty("replicas");
    expect(deployment("engine-worker").spec).toMatchObject({ strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 0 } } });
  });
});

describe("GPU overlay", () => {
  const objects = render("gpu");
  const worker = podSpec(find(objects, "Deployment", "engine-worker")) ?? { containers: [] };
  const container = worker.containers.find((candidate) => candidate.name === "worker");

  it("puts workers on GPU nodes through the device plugin's resource and the GPU taint, without feature-discovery labels", () => {
    expect(container?.resources?.limits?.["nvidia.com/gpu"]).toBe(1);
    expect(worker.tolerations).toContainEqual({ key: "nvidia.com/gpu", operator: "Exists", effect: "NoSchedule" });
    expect(JSON.stringify(worker)).not.toContain("nvidia.com/gpu.present");
  });

  it("runs the CUDA image and requires the GPU", () => {
    expect(container?.image).toMatch(/\/engine-gpu:/);
    expect(container?.env).toContainEqual({ name: "SIMULATION_REQUIRE_GPU", value: "true" });
  });

  it("alerts when no worker simulates on a GPU", () => {
    const rule = JSON.stringify(find(objects, "PrometheusRule", "adsight-gpu"));
    expect(rule).toContain('simulation_backend_info{gpu=\\"true\\"}');
  });
});

describe("CPU overlay", () => {
  it("asks for no GPU", () => {
    expect(JSON.stringify(render("cpu"))).not.toContain("nvidia");
  });
});
