import { type Categories, compareAudienceCategories, compareAudienceLabels, formatShare } from "@adsight/shared";
import { Text, View } from "@react-pdf/renderer";
import { COLOURS, styles } from "./styles";

// A category with more labels than this (interests, many places) spans the page in three columns of its own.
const COLUMN_ROWS = 8;
const COLUMNS = 3;
// Beyond this many rows the setup may break across pages; below it, it moves whole rather than leave a line or two behind.
const WHOLE_ROWS = 40;

type Entry = { name: string; labels: [string, number][] };

export function AudienceSetup({ categories }: { categories: Categories }) {
  const entries: Entry[] = Object.keys(categories)
    .sort(compareAudienceCategories)
    .map((name) => ({
      name,
      labels: Object.entries(categories[name].values).sort(([a], [b]) => compareAudienceLabels(name, a, b)),
    }));
  if (entries.length === 0) return <Text style={styles.muted}>No audience segments: every viewer follows the neutral baseline.</Text>;
  const rows = groupRows(entries);
  const height = rows.reduce((sum, row) => sum + Math.max(...row.map(rowsOf)) + 2, 0);
  return (
    <View wrap={height > WHOLE_ROWS}>
      <Text style={styles.h2}>Audience setup</Text>
      {rows.map((row) => (
        <View key={row.map((entry) => entry.name).join("|")} style={{ flexDirection: "row", marginBottom: 8 }} wrap={false}>
          {row.length === 1 && row[0].labels.length > COLUMN_ROWS ? (
            <WideCategory entry={row[0]} />
          ) : (
            row.map((entry, index) => (
              <View key={entry.name} style={{ width: "31.5%", marginRight: index < COLUMNS - 1 ? "2.75%" : 0 }}>
                <CategoryTable title={entry.name} labels={entry.labels} />
              </View>
            ))
          )}
        </View>
      ))}
    </View>
  );
}

const rowsOf = (entry: Entry) => (entry.labels.length > COLUMN_ROWS ? Math.ceil(entry.labels.length / COLUMNS) : entry.labels.length);

function groupRows(entries: Entry[]): Entry[][] {
  const rows: Entry[][] = [];
  let current: Entry[] = [];
  for (const entry of entries) {
    if (entry.labels.length > COLUMN_ROWS) {
      if (current.length > 0) rows.push(current);
      rows.push([entry]);
      current = [];
      continue;
    }
    current.push(entry);
    if (current.length === COLUMNS) {
      rows.push(current);
      current = [];
    }
  }
  if (current.length > 0) rows.push(current);
  return rows;
}

function WideCategory({ entry }: { entry: Entry }) {
  const perColumn = Math.ceil(entry.labels.length / COLUMNS);
  return (
    <>
      {Array.from({ length: COLUMNS }, (_, column) => (
        <View key={column} style={{ width: "31.5%", marginRight: column < COLUMNS - 1 ? "2.75%" : 0 }}>
          <CategoryTable
            title={column === 0 ? entry.name : `${entry.name} (cont.)`}
            muted={column > 0}
            labels={entry.labels.slice(column * perColumn, (column + 1) * perColumn)}
          />
        </View>
      ))}
    </>
  );
}

function CategoryTable({ title, labels, muted = false }: { title: string; labels: [string, number][]; muted?: boolean }) {
  return (
    <>
      <View style={[styles.headRow, { borderTopWidth: 1, borderColor: COLOURS.ink, paddingVertical: 3 }]}>
        <Text style={[styles.th, { width: "62%" }, muted ? styles.muted : {}]}>{title}</Text>
        <Text style={[styles.th, styles.num, { width: "16%" }]}>Share</Text>
      </View>
      {labels.map(([label, share]) => (
        <View key={label} style={[styles.row, { paddingVertical: 1.5, fontSize: 8.5 }]}>
          <Text style={{ width: "62%" }}>{label}</Text>
          <Text style={[styles.num, { width: "16%" }]}>{formatShare(share * 100)}</Text>
          <View style={{ width: "22%", paddingLeft: 6 }}>
            <View style={styles.bar}>
              <View style={[styles.barFill, { width: `${Math.round(share * 100)}%` }]} />
            </View>
          </View>
        </View>
      ))}
    </>
  );
}
