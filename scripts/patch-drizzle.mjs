// Runs after `npm install` (the root package's postinstall, after patch-pglite.mjs): one repair to
// drizzle-orm's published row mapper, an exact text replacement in its ES module and CommonJS builds.
//
// mapResultRow turns each row the driver returns (an array) into the object a query selected. As
// published it works out, for every value of every row, what the selected field is (up to four
// `is()` checks, each an instanceof and then a walk up the class chain, which fails for SQL
// expressions and aliased columns) and walks the field's path with an iterator of [index, chunk]
// pairs. All of that depends on the query only: it is now worked out once per list of selected
// fields (a prepared statement keeps its list, so once per statement) and each row is a plain loop.
// The storefront's category page spent about 7 % of its CPU in it (docs/benchmarks.md).
//
// The result is the same object, key for key, with the same left-join nulling (a joined table whose
// selected columns all came back null becomes null). The script is idempotent and stops the
// install with drizzle's version when the published function is found neither before nor after
// the repair: a new drizzle needs this checked again.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../apps/server/package.json'));
// The package exports neither package.json nor a subpath that names its folder: its root entry does.
const root = dirname(require.resolve('drizzle-orm'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The published function, written with the names each build gives drizzle's helpers. */
const published = (n) => `function mapResultRow(columns, row, joinsNotNullableMap) {
  const nullifyMap = {};
  const result = columns.reduce(
    (result2, { path, field }, columnIndex) => {
      let decoder;
      if (${n.is}(field, ${n.Column})) {
        decoder = field;
      } else if (${n.is}(field, ${n.SQL})) {
        decoder = field.decoder;
      } else if (${n.is}(field, ${n.Subquery})) {
        decoder = field._.sql.decoder;
      } else {
        decoder = field.sql.decoder;
      }
      let node = result2;
      for (const [pathChunkIndex, pathChunk] of path.entries()) {
        if (pathChunkIndex < path.length - 1) {
          if (!(pathChunk in node)) {
            node[pathChunk] = {};
          }
          node = node[pathChunk];
        } else {
          const rawValue = row[columnIndex];
          const value = node[pathChunk] = rawValue === null ? null : decoder.mapFromDriverValue(rawValue);
          if (joinsNotNullableMap && ${n.is}(field, ${n.Column}) && path.length === 2) {
            const objectName = path[0];
            if (!(objectName in nullifyMap)) {
              nullifyMap[objectName] = value === null ? ${n.getTableName}(field.table) : false;
            } else if (typeof nullifyMap[objectName] === "string" && nullifyMap[objectName] !== ${n.getTableName}(field.table)) {
              nullifyMap[objectName] = false;
            }
          }
        }
      }
      return result2;
    },
    {}
  );`;

/** The repair: the same result from a plan made once per list of selected fields. */
const repaired = (n) => `const mapResultRowPlans = /* @__PURE__ */ new WeakMap();
function mapResultRowPlan(columns) {
  let plan = mapResultRowPlans.get(columns);
  if (plan) return plan;
  plan = columns.map(({ path, field }) => {
    const isColumn = ${n.is}(field, ${n.Column});
    const decoder = isColumn ? field : ${n.is}(field, ${n.SQL}) ? field.decoder : ${n.is}(field, ${n.Subquery}) ? field._.sql.decoder : field.sql.decoder;
    return { path, last: path[path.length - 1], decoder, joinedTable: isColumn && path.length === 2 ? ${n.getTableName}(field.table) : void 0 };
  });
  mapResultRowPlans.set(columns, plan);
  return plan;
}
function mapResultRow(columns, row, joinsNotNullableMap) {
  const nullifyMap = {};
  const plan = mapResultRowPlan(columns);
  const result = {};
  for (let columnIndex = 0; columnIndex < plan.length; columnIndex++) {
    const { path, last, decoder, joinedTable } = plan[columnIndex];
    let node = result;
    for (let i = 0; i < path.length - 1; i++) {
      const pathChunk = path[i];
      if (!(pathChunk in node)) {
        node[pathChunk] = {};
      }
      node = node[pathChunk];
    }
    const rawValue = row[columnIndex];
    const value = node[last] = rawValue === null ? null : decoder.mapFromDriverValue(rawValue);
    if (joinsNotNullableMap && joinedTable !== void 0) {
      const objectName = path[0];
      if (!(objectName in nullifyMap)) {
        nullifyMap[objectName] = value === null ? joinedTable : false;
      } else if (typeof nullifyMap[objectName] === "string" && nullifyMap[objectName] !== joinedTable) {
        nullifyMap[objectName] = false;
      }
    }
  }`;

const builds = [
  {
    file: 'utils.js',
    names: { is: 'is', Column: 'Column', SQL: 'SQL', Subquery: 'Subquery', getTableName: 'getTableName' },
  },
  {
    file: 'utils.cjs',
    names: {
      is: '(0, import_entity.is)',
      Column: 'import_column.Column',
      SQL: 'import_sql.SQL',
      Subquery: 'import_subquery.Subquery',
      getTableName: '(0, import_table.getTableName)',
    },
  },
];

for (const { file, names } of builds) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const before = published(names);
  const after = repaired(names);
  if (text.includes(before)) writeFileSync(path, text.replace(before, after));
  else if (!text.includes(after))
    throw new Error(
      `patch-drizzle: drizzle-orm ${version} has changed (${file}); check the mapResultRow repair again`,
    );
}
