// Bundle the widget views and the stylesheet into cardwidgets/static/ (or --outdir DIR, which the
// staleness test uses to rebuild and compare). Output is deterministic and unminified, so that the
// committed bundle reads well in review.
import * as esbuild from "esbuild";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const flag = process.argv.indexOf("--outdir");
const outdir = flag >= 0 ? path.resolve(process.argv[flag + 1]) : path.join(root, "cardwidgets", "static");

// One bundle per widget view: anywidget loads each widget's module on its own.
export const VIEWS = ["app_page", "card_hand", "chart", "combo_ranker", "gin_table", "meld_explorer", "nothanks_table", "run_scorer",
  "showdown_explorer", "tiebreak_explorer", "twinit_coop", "twinit_table", "twins_table"];

const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: [
    ...VIEWS.map((name) => ({ in: `js/src/${name}.js`, out: name })),
    { in: "js/styles.css", out: "cardwidgets" },
  ],
  outdir,
  bundle: true,
  format: "esm",
  target: "es2022",
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
});

// A warning (a duplicate message key, say) is a mistake: fail the build on it.
if (result.warnings.length > 0) process.exit(1);
