import { readFidelity, writeReadme } from "../fidelity";
import { SIMULATION_README } from "../paths";

/**
 * `npm run fidelity:readme -w @adsight/research`: rewrites the simulation README's fidelity tables from fidelity.json
 * (the recording commands do it themselves; this is for a fidelity.json merged or edited by a merge).
 */
writeReadme(readFidelity());
console.log(`wrote the fidelity tables of ${SIMULATION_README}`);
