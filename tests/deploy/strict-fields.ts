import { join } from "node:path";
import ts from "typescript";
import { REPO_ROOT } from "./dockerfile";
import type { K8sObject } from "./manifests";

/** Where the model of an apiVersion/kind lives; the models' own validate() uses the same paths. */
export function modelModule(apiVersion: string, kind: string): string {
  if (apiVersion.startsWith("keda.sh/")) return `@kubernetes-models/keda/${apiVersion}/${kind}`;
  if (apiVersion.startsWith("monitoring.coreos.com/")) return `@kubernetes-models/prometheus-operator/${apiVersion}/${kind}`;
  return `kubernetes-models/${apiVersion}/${kind}`;
}

/**
 * The models' validate() accepts fields a schema does not know (a misspelt `readinesProbe` passes), so this also
 * type-checks every object as an object literal against the model's TypeScript interface, where TypeScript reports
 * each unknown field. Returns one message per problem, naming the object.
 */
export function unknownFields(objects: K8sObject[]): string[] {
  const fileName = join(REPO_ROOT, "tests/deploy/rendered-manifests.ts");
  const lines = objects.map(
    (object, index) => `import type { I${object.kind} as T${index} } from "${modelModule(object.apiVersion, object.kind)}";`,
  );
  const firstObjectLine = lines.length;
  lines.push(...objects.map((object, index) => `export const o${index} = ${JSON.stringify(object)} satisfies T${index};`));
  const source = lines.join("\n");

  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  const file = program.getSourceFile(fileName);
  if (!file) throw new Error("the rendered manifests did not load");
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((diagnostic) => {
    const line = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    const object = objects[line - firstObjectLine];
    const where = object ? `${object.kind}/${object.metadata.name}` : `line ${line + 1}`;
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
  });
}
