import { writeFileSync } from "node:fs";
import { generatedModule, generatedModuleText } from "./build";

writeFileSync(generatedModule, generatedModuleText());
console.log(`Wrote ${generatedModule}`);
